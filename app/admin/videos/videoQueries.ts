// The Video Templates tab's server state: the templates, the generated videos (live through the admin stream,
// polled every 2 s while a render is on its way and the stream is down), the pickers' options, and the changes.
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  AiVideoRequest,
  GeneratedVideo,
  TemplateVideoRequest,
  VideoTemplate,
  VideoTemplateUpdate,
} from '../../../shared/schemas/video';
import { adminApi } from '../kit/api';
import { useChatSignals } from '../chat';
import { adminKeys, retryIfUnreached, retryUnlessRefused, useRefresh } from '../kit/queries';
import { videosPollInterval } from './videoRows';

const LIST = { retry: retryUnlessRefused, staleTime: 30_000, refetchOnWindowFocus: true } as const;

export function useVideoTemplates() {
  return useQuery({ queryKey: adminKeys.videoTemplates, queryFn: adminApi.videoTemplates, ...LIST });
}

export function useGeneratedVideos() {
  const live = useChatSignals((s) => s.stream === 'open');
  return useQuery({
    queryKey: adminKeys.generatedVideos,
    queryFn: adminApi.generatedVideos,
    ...LIST,
    refetchInterval: (query) => videosPollInterval(query.state.data, live),
  });
}

export function useVideoOptions() {
  // The reactions and sample songs change with other tabs' work: asked again when the tab is shown.
  return useQuery({ queryKey: adminKeys.videoOptions, queryFn: adminApi.videoOptions, ...LIST, staleTime: 0 });
}

export function useUpdateVideoTemplate() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: VideoTemplateUpdate }) => adminApi.updateVideoTemplate(id, update),
    retry: retryIfUnreached,
    onSuccess: (saved) =>
      client.setQueryData<VideoTemplate[]>(adminKeys.videoTemplates, (old) => old?.map((t) => (t.id === saved.id ? saved : t))),
    onSettled: () => refresh(adminKeys.videoTemplates),
  });
}

/** A delete that takes the item out of its list at once, then asks for the list again. */
function useDeleteFrom<T extends { id: string }>(key: QueryKey, remove: (id: string) => Promise<void>) {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: remove,
    retry: retryIfUnreached,
    onSuccess: (_none, id) => client.setQueryData<T[]>(key, (old) => old?.filter((item) => item.id !== id)),
    onSettled: () => refresh(key),
  });
}

export const useDeleteVideoTemplate = () =>
  useDeleteFrom<VideoTemplate>(adminKeys.videoTemplates, (id) => adminApi.deleteVideoTemplate(id));
export const useDeleteGeneratedVideo = () =>
  useDeleteFrom<GeneratedVideo>(adminKeys.generatedVideos, (id) => adminApi.deleteGeneratedVideo(id));

/** The new video goes to the top of the list at once; neither request is retried (a lost answer may hide a queued render). */
function useGenerate<T>(generate: (body: T) => Promise<GeneratedVideo>) {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: generate,
    retry: false,
    onSuccess: (video) =>
      client.setQueryData<GeneratedVideo[]>(adminKeys.generatedVideos, (old) =>
        old ? [video, ...old.filter((v) => v.id !== video.id)] : old,
      ),
    onSettled: () => refresh(adminKeys.generatedVideos),
  });
}

export const useGenerateTemplateVideo = () => useGenerate((body: TemplateVideoRequest) => adminApi.generateTemplateVideo(body));
export const useGenerateAiVideo = () => useGenerate((body: AiVideoRequest) => adminApi.generateAiVideo(body));
