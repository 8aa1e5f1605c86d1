import { hasVideo } from '@contract/media';
import { useParams } from 'react-router';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useTip } from '../api/get-tip';
import { DetailError, isNotFound } from '../components/DetailError';
import { DetailLayout, type DetailBack } from '../components/DetailLayout';
import { DetailSkeleton } from '../components/DetailSkeleton';
import { ImageCarousel } from '../components/ImageCarousel';
import { RichText } from '../components/RichText';
import { VideoEmbed } from '../components/VideoEmbed';
import { imagesOf } from '../lib/images';
import { metaDescription } from '../lib/meta';
import { PATHS } from '@contract/pages';

const HOME: DetailBack = { to: PATHS.home(), label: 'Volver al inicio' };

/** /auth/tip-detalle/:id — a free article: videos, pictures and text, nothing to buy. */
export default function TipDetailPage() {
  const { id } = useParams();
  const { data: tip, error, refetch } = useTip(id);
  usePageMeta(
    tip?.title ?? (isNotFound(error) ? 'Tip no encontrado' : 'Detalles Tip'),
    metaDescription(tip),
  );

  if (error)
    return <DetailError error={error} what="este tip" back={HOME} onRetry={() => void refetch()} />;
  if (!tip) return <DetailSkeleton aside={false} />;

  const images = imagesOf(tip.avatar);
  const promo = hasVideo(tip.videoPromo) ? tip.videoPromo : null;
  // The same video given twice is shown once.
  const video = hasVideo(tip.video) && tip.video !== promo ? tip.video : null;
  return (
    <DetailLayout
      eyebrow="Detalles Tip"
      title={tip.title}
      lead={tip.description}
      back={HOME}
      media={
        promo || video || images.length ? (
          <>
            {promo && <VideoEmbed id={promo} title={`Video de presentación: ${tip.title}`} />}
            {video && <VideoEmbed id={video} title={`Video: ${tip.title}`} />}
            <ImageCarousel images={images} title={tip.title} size="250x280" ratio="4 / 3" />
          </>
        ) : undefined
      }
    >
      <RichText html={tip.editorState} />
    </DetailLayout>
  );
}
