import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DownloadMyData } from './download-my-data';

/** Settings' "Download my data" section. */
export function YourData() {
  return (
    <Card aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle id="your-data-title">Download my data</CardTitle>
        <CardDescription>
          A ZIP of everything Sorsi holds about you: your profile, tastings with their conversations and photos, posts,
          comments, likes, follows, blocks, the reports you filed and your notifications.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DownloadMyData />
      </CardContent>
    </Card>
  );
}
