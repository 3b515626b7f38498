import { request, moduleAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** spec: discovery-and-modules §3 Parcel category. */
export interface ParcelCategory {
  id: number;
  name: string;
  description: string;
  image_full_url: string;
  module_id: number;
  parcel_per_km_shipping_charge: number | null;
  parcel_minimum_shipping_charge: number | null;
}

export interface ParcelBanner {
  id: number;
  title: string;
  image_full_url: string;
}

export interface WhyChooseCard {
  id: number;
  title: string;
  short_description: string;
  image_full_url: string;
}

/** spec: discovery-and-modules §3 Video/intro content. */
export interface VideoContent {
  banner_type: 'video' | 'video_content' | 'image' | string;
  banner_video: string | null;
  banner_video_content_full_url: string | null;
  banner_image_full_url: string | null;
  banner_contents: { key: string; value: string }[];
}

export interface IntroStep {
  label: string;
  description: string;
}

/** banner_contents' values in order, read as three label/description pairs; empty pairs left out. */
export function introSteps(contents: VideoContent['banner_contents'] | undefined): IntroStep[] {
  const values = (contents ?? []).map((entry) => entry.value ?? '');
  const steps: IntroStep[] = [];
  for (let index = 0; index < 6; index += 2) {
    const label = values[index]?.trim() ?? '';
    const description = values[index + 1]?.trim() ?? '';
    if (label || description) steps.push({ label, description });
  }
  return steps;
}

/** The parcel module's data is keyed by the module: its requests carry the moduleId header. */
function useModuleKey(path: string) {
  const module = useAtomValue(moduleAtom);
  return [path, module?.id ?? null] as const;
}

export function useParcelCategories() {
  return useSWR(useModuleKey('parcel-category'), () => request<ParcelCategory[]>('parcel-category'));
}

export function useParcelBanners() {
  return useSWR(useModuleKey('banners'), async () => (await request<{ banners: ParcelBanner[] }>('banners')).banners ?? []);
}

export function useWhyChoose() {
  return useSWR(useModuleKey('why-choose'), () => request<WhyChooseCard[]>('why-choose'));
}

export function useVideoContent() {
  return useSWR(useModuleKey('video-content'), () => request<VideoContent>('video-content'));
}
