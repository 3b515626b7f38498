import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { cachePublicly, cacheSeconds } from '../../http/cache.js'
import { OpenObject, errorResponses } from '../../schemas/common.js'

const Url = Type.Union([Type.String(), Type.Null()])
const VideoContentBody = OpenObject({
  banner_type: Type.String(),
  banner_video: Url,
  banner_video_content_full_url: Url,
  banner_image_full_url: Url,
  banner_contents: Type.Array(OpenObject({ key: Type.String(), value: Type.String() })),
})

interface VideoContent {
  banner_type: string
  banner_video: string | null
  banner_image: string | null
  banner_contents: { key: string; value: string }[]
}

/**
 * GET video-content: the parcel home's "Easiest way to get services" (spec: discovery-and-modules §3
 * Video/intro content): a video or an image and banner_contents, read as three label/description pairs.
 */
const videoContent: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: VideoContentBody, ...errorResponses } } }, async (_request, reply) => {
    const content = await app.repos.settings.setting<VideoContent>('video_content')
    cachePublicly(reply, cacheSeconds.banners)
    return {
      banner_type: content?.banner_type ?? 'image',
      banner_video: content?.banner_video ?? null,
      banner_video_content_full_url: content?.banner_video ?? null,
      banner_image_full_url: content?.banner_image ? `${app.config.publicUrl}/storage/video-content/1.svg` : null,
      banner_contents: content?.banner_contents ?? [],
    }
  })
}

export default videoContent
