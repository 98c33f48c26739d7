import { Button } from '@pepper/ui';
import { Camera, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { drawScaled, stopStream } from '../image-tools';

export interface CameraPreviewProps {
  stream: MediaStream;
  /** The captured frame as a JPEG data URL (quality 0.8, longest side at most 1280 px). The stream is already stopped. */
  onCapture: (dataUrl: string) => void;
  onCancel: () => void;
}

/** The live camera preview with Capture and Cancel. The stream stops on capture, on cancel and on leaving. */
export function CameraPreview({ stream, onCapture, onCancel }: CameraPreviewProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = stream;
    const onReady = () => setReady(true);
    video.addEventListener('loadedmetadata', onReady);
    if (video.readyState >= 1) onReady();
    video.play?.()?.catch(() => undefined);
    return () => {
      video.removeEventListener('loadedmetadata', onReady);
      stopStream(stream);
    };
  }, [stream]);

  const capture = () => {
    const video = videoRef.current;
    if (!video) return;
    const dataUrl = drawScaled(video, video.videoWidth || 1280, video.videoHeight || 720);
    stopStream(stream);
    onCapture(dataUrl);
  };

  const cancel = () => {
    stopStream(stream);
    onCancel();
  };

  return (
    <section aria-label="Camera" className="grid grid-cols-1 gap-3">
      <video
        ref={videoRef}
        autoPlay
        playsInline
        muted
        aria-label="Live camera preview"
        className="aspect-[4/3] w-full rounded-2xl bg-stone-900 object-cover"
      />
      <div className="grid grid-cols-2 gap-2">
        <Button onClick={capture} disabled={!ready}>
          <Camera aria-hidden className="h-5 w-5" />
          Capture
        </Button>
        <Button variant="outline" onClick={cancel}>
          <X aria-hidden className="h-5 w-5" />
          Cancel
        </Button>
      </div>
    </section>
  );
}
