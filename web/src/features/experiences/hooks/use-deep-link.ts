import { DEEP_LINK_HIGHLIGHT_MS, type FeedItem } from '@sorsi/proto';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { experienceQueryOptions } from '../api/experiences';

/**
 * `?experienceId=`: the post is shown (first, when it is not on a loaded page), scrolled to and highlighted
 * for 3 seconds, then the parameter leaves the address. A post shown first stays there after that (issue 21
 * §1): taking it away would make the list jump under the reader.
 */
export function useDeepLink(
  items: readonly FeedItem[],
  feedLoaded: boolean,
): { pinned: FeedItem | null; highlightedId: string | null } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const targetId = new URLSearchParams(search).get('experienceId');
  const loaded = targetId ? items.find((item) => item.id === targetId) : undefined;
  // Asked for on its own only once the feed has loaded without it; kept (and kept fresh) from then on.
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  if (targetId && feedLoaded && !loaded && targetId !== pinnedId) setPinnedId(targetId);
  const single = useQuery({ ...experienceQueryOptions(pinnedId ?? ''), enabled: pinnedId !== null });
  const pinned = single.data ?? null;
  const found = loaded !== undefined || (pinned !== null && pinned.id === targetId);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  // The latest location and navigate, read when the timer fires: re-renders must not restart it.
  const dropParameter = useRef(() => {});
  dropParameter.current = () => navigate(location, { replace: true });

  useEffect(() => {
    if (!targetId || !found) return;
    document.getElementById(`experience-${targetId}`)?.scrollIntoView({ block: 'center' });
    setHighlightedId(targetId);
    const timer = setTimeout(() => {
      setHighlightedId(null);
      dropParameter.current();
    }, DEEP_LINK_HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
      setHighlightedId(null);
    };
  }, [targetId, found]);

  useEffect(() => {
    if (!targetId || targetId !== pinnedId || !single.isError) return;
    toast({ title: 'Experience not found', description: 'It may have been deleted or is not visible to you.' });
    dropParameter.current();
  }, [targetId, pinnedId, single.isError]);

  return { pinned, highlightedId };
}
