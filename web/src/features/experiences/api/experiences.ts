import {
  type CommentBody,
  CommentSchema,
  type CreateExperienceBody,
  CreatedCommentSchema,
  CreatedExperienceSchema,
  type Engagement,
  FEED_PAGE_SIZE,
  type FeedItem,
  type LikeState,
  Routes,
  type UpdateExperienceBody,
} from '@sorsi/proto';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, requestApi } from '@/lib/api-client';
import { isModerationResult, type ModerationResult, type RequestOptions } from '@/lib/api-request';
import { fetchKeysetPage, type KeysetPage } from '@/lib/keyset-page';

// Spec social-and-discovery §7 `/api/experiences…`: the feeds (page size 12, by cursor), one post, the
// author's changes, likes and comments.

export type FeedView = 'home' | 'all';

export type FeedPage = KeysetPage<FeedItem>;

const FEEDS_KEY = ['experiences'] as const;
const feedRoute = (view: FeedView) => (view === 'home' ? Routes.experiences.home : Routes.experiences.discover);

/** Home (mine and people I follow) or Discover (all), newest first, page by page. */
export const feedQueryOptions = (view: FeedView) =>
  infiniteQueryOptions({
    queryKey: [...FEEDS_KEY, view],
    queryFn: ({ pageParam, signal }): Promise<FeedPage> =>
      fetchKeysetPage(feedRoute(view), { limit: FEED_PAGE_SIZE }, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** One post (a deep link's, when it is not on a loaded page). */
export const experienceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...FEEDS_KEY, 'one', id],
    queryFn: ({ signal }) => callApi(Routes.experiences.get, { params: { id } }, { signal }),
    retry: false,
  });

/** Everyone who liked a post (the likers dialog), newest first. */
export const likersQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: [...FEEDS_KEY, 'likers', id],
    queryFn: ({ pageParam, signal }) =>
      fetchKeysetPage(Routes.experiences.likers, { limit: 50 }, pageParam, signal, { id }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** Every feed, page and single post is read again (after a post, an edit, a deletion, a comment). */
function useRefreshFeeds() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: FEEDS_KEY });
}

/** A create that moderation refused answers the handled result, not an error (spec §7). */
type Moderated<T> = T | ModerationResult;

/** `POST /api/experiences` (text, a photo as a data URL, visibility). */
export function useCreateExperience() {
  const refresh = useRefreshFeeds();
  return useMutation({
    mutationFn: async ({
      body,
      options,
    }: {
      body: CreateExperienceBody;
      /** The photo's upload progress and its Cancel. */
      options?: RequestOptions;
    }): Promise<Moderated<z.output<typeof CreatedExperienceSchema>>> => {
      const reply = await requestApi(Routes.experiences.create, { body }, options);
      return isModerationResult(reply) ? reply : CreatedExperienceSchema.parse(reply);
    },
    onSuccess: refresh,
  });
}

export function useUpdateExperience() {
  const refresh = useRefreshFeeds();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateExperienceBody }) =>
      callApi(Routes.experiences.update, { params: { id }, body: changes }),
    onSuccess: refresh,
  });
}

export function useDeleteExperience() {
  const refresh = useRefreshFeeds();
  return useMutation({
    mutationFn: (id: string) => callApi(Routes.experiences.remove, { params: { id } }),
    onSuccess: refresh,
  });
}

/** Changes one post's engagement wherever it is cached (every feed page and the single post). */
function useEditCachedEngagement() {
  const queryClient = useQueryClient();
  return (id: string, edit: (engagement: Engagement) => Engagement) => {
    const editItem = (item: FeedItem) => (item.id === id ? { ...item, engagement: edit(item.engagement) } : item);
    queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: FEEDS_KEY }, (data) =>
      data?.pages ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(editItem) })) } : data,
    );
    queryClient.setQueryData<FeedItem>(experienceQueryOptions(id).queryKey, (item) => item && editItem(item));
  };
}

/**
 * `POST /api/experiences/{id}/like`: the heart fills at once; the server's count follows, and a failure
 * puts the post back as it was (the caller shows 'Failed to update like'). The feeds are read again
 * afterwards, so the likers line names the right people.
 */
export function useToggleLike() {
  const editEngagement = useEditCachedEngagement();
  const refresh = useRefreshFeeds();
  return useMutation({
    mutationFn: (item: FeedItem): Promise<LikeState> =>
      callApi(Routes.experiences.toggleLike, { params: { id: item.id } }),
    onMutate: (item) =>
      editEngagement(item.id, (engagement) => ({
        ...engagement,
        isLiked: !engagement.isLiked,
        likeCount: engagement.likeCount + (engagement.isLiked ? -1 : 1),
      })),
    onSuccess: (state, item) => editEngagement(item.id, (engagement) => ({ ...engagement, ...state })),
    onError: (_error, item) => editEngagement(item.id, () => item.engagement),
    onSettled: refresh,
  });
}

/** `POST /api/experiences/{id}/comments`; moderation may hold or refuse it (a handled result). */
export function useAddComment() {
  const refresh = useRefreshFeeds();
  return useMutation({
    mutationFn: async ({ id, content }: { id: string } & CommentBody) => {
      const reply = await requestApi(Routes.experiences.comment, { params: { id }, body: { content } });
      return isModerationResult(reply) ? reply : CreatedCommentSchema.parse(reply);
    },
    onSuccess: refresh,
  });
}

export function useUpdateComment() {
  const refresh = useRefreshFeeds();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: string } & CommentBody) =>
      callApi(Routes.experiences.updateComment, { params: { commentId }, body: { content } }).then((reply) =>
        CommentSchema.parse(reply),
      ),
    onSuccess: refresh,
  });
}

export function useDeleteComment() {
  const refresh = useRefreshFeeds();
  return useMutation({
    mutationFn: (commentId: string) => callApi(Routes.experiences.removeComment, { params: { commentId } }),
    onSuccess: refresh,
  });
}
