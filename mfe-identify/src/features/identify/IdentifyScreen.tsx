import '../../styles.css';
import {
  canIdentify,
  cannotTell,
  LOW_CONFIDENCE,
  resultHeadline,
  type IdentificationResult,
} from '@pepper/domain/identification';
import { Button, Card, NeedsConnection, PageFrame, useCodeHasCome } from '@pepper/ui';
import { useOnline } from '@pepper/ui/connection';
import { Link } from '@pepper/router';
import { Camera, History, ImagePlus, Lightbulb, LoaderCircle, ScanSearch, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { CAMERA_CONSTRAINTS, CAMERA_ERROR, IMAGE_ACCEPT } from './camera-settings';
import { CameraPreview } from './components/CameraPreview';
import { CandidateCards } from './components/CandidateCards';
import { ConfirmPanel } from './components/ConfirmPanel';
import { PhotoTipList } from './components/PhotoTips';
import { HowItWorks } from './components/HowItWorks';
import { ResultView } from './components/ResultView';
import { identifyPhoto, type IdentifySource } from './identify-flow';
import { preparePhoto, stopStream } from './image-tools';

/** /identify: choose or capture a photo, analyse it, read an honest result. */
export default function IdentifyScreen() {
  const online = useOnline();
  // Choosing a photo and the camera work only with the page's code: until it loads they show as busy.
  const live = useCodeHasCome();
  const [image, setImage] = useState<string | null>(null);
  const [result, setResult] = useState<IdentificationResult | null>(null);
  const [source, setSource] = useState<IdentifySource>('none');
  // Each answer gets a fresh "Is this right?".
  const [answers, setAnswers] = useState(0);
  const [analyzing, setAnalyzing] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Each new photo or analysis gets a number; an answer for an older one is dropped.
  const generation = useRef(0);
  const resultHeading = useRef<HTMLDivElement>(null);

  useEffect(() => () => stopStream(stream), [stream]);

  const setPhoto = (dataUrl: string | null) => {
    generation.current += 1;
    setImage(dataUrl);
    // A new image clears earlier results.
    setResult(null);
    setAnalyzing(false);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setCameraError(null);
    setPreparing(true);
    try {
      setPhoto(await preparePhoto(file));
    } finally {
      setPreparing(false);
    }
  };

  const openCamera = async () => {
    setCameraError(null);
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser has no camera access');
      setStream(await navigator.mediaDevices.getUserMedia({ video: CAMERA_CONSTRAINTS }));
    } catch (error) {
      console.error('Camera access failed:', error);
      setCameraError(CAMERA_ERROR);
    }
  };

  const analyze = async () => {
    if (!image || analyzing) return;
    const mine = ++generation.current;
    setAnalyzing(true);
    setResult(null);
    const { result: answer, source: answeredBy } = await identifyPhoto(image);
    if (generation.current !== mine) return;
    setResult(answer);
    setSource(answeredBy);
    setAnswers((n) => n + 1);
    setAnalyzing(false);
  };

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const busy = analyzing || preparing;
  const candidates = result?.candidates ?? [];
  const unsure = result ? cannotTell(result) : false;
  // The photo tips appear once on the page: beside a doubtful result, or in How It Works.
  const tipsAfterResult = Boolean(result) && (unsure || (candidates[0]?.confidence ?? 0) < LOW_CONFIDENCE);

  return (
    <PageFrame area="Identify" title="Pepper Identification" subtitle="AI pepper recognition">
      <Card className="grid grid-cols-1 gap-3">
        <p className="text-sm text-ink">
          Take or choose a photo of a pepper to learn what it is and how hot it gets.
        </p>
        {stream ? (
          <CameraPreview
            stream={stream}
            onCapture={(dataUrl) => {
              setStream(null);
              setPhoto(dataUrl);
            }}
            onCancel={() => setStream(null)}
          />
        ) : image ? (
          <figure className="relative">
            <img
              src={image}
              alt="Selected pepper photo"
              className="max-h-80 w-full rounded-2xl bg-stone-100 object-contain"
            />
            <Button
              variant="outline"
              size="sm"
              onClick={() => setPhoto(null)}
              disabled={analyzing}
              className="absolute right-2 top-2 bg-white/95"
            >
              <Trash2 aria-hidden className="h-4 w-4" />
              Remove Photo
            </Button>
          </figure>
        ) : (
          <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-stone-300 bg-stone-50 text-ink-soft">
            <ImagePlus aria-hidden className="h-10 w-10" />
            <span className="text-sm font-semibold">No photo yet</span>
          </div>
        )}

        {cameraError ? (
          <p
            role="alert"
            className="rounded-xl border border-chili-100 bg-chili-50 p-3 text-sm font-semibold text-chili-800"
          >
            {cameraError}
          </p>
        ) : null}

        {!stream ? (
          <div className="grid grid-cols-2 gap-2">
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_ACCEPT}
              aria-label="Pepper photo file"
              className="sr-only"
              tabIndex={-1}
              onChange={onFile}
            />
            <Button
              variant="outline"
              onClick={() => fileInput.current?.click()}
              disabled={analyzing || !live}
              aria-busy={!live}
            >
              {live ? (
                <ImagePlus aria-hidden className="h-5 w-5" />
              ) : (
                <LoaderCircle aria-hidden className="h-5 w-5 animate-spin" />
              )}
              Choose Photo
            </Button>
            <Button variant="outline" onClick={openCamera} disabled={analyzing || !live} aria-busy={!live}>
              {live ? (
                <Camera aria-hidden className="h-5 w-5" />
              ) : (
                <LoaderCircle aria-hidden className="h-5 w-5 animate-spin" />
              )}
              Use Camera
            </Button>
            {!live ? (
              <p className="col-span-2 text-center text-sm text-ink-soft">
                Loading the camera and photo picker…
              </p>
            ) : null}
          </div>
        ) : null}

        <NeedsConnection>
          Identifying a photo needs a connection. Your photo stays here: identify it when you are back online.
        </NeedsConnection>
        <Button
          onClick={analyze}
          disabled={!canIdentify({ hasImage: Boolean(image), analyzing: busy }) || Boolean(stream) || !online}
          className="w-full"
        >
          {analyzing ? (
            <LoaderCircle aria-hidden className="h-5 w-5 animate-spin" />
          ) : (
            <ScanSearch aria-hidden className="h-5 w-5" />
          )}
          {analyzing ? 'Analyzing...' : 'Identify Pepper'}
        </Button>
        <p role="status" aria-live="polite" className="sr-only">
          {preparing
            ? 'Preparing photo…'
            : analyzing
              ? 'Analyzing your photo…'
              : result
                ? `Result: ${resultHeadline(result)}`
                : ''}
        </p>
      </Card>

      {result ? (
        <div ref={resultHeading} tabIndex={-1} className="outline-none">
          <ResultView result={result} />
        </div>
      ) : null}

      {result && candidates.length ? (
        unsure ? (
          <CandidateCards candidates={candidates} title="Closest look-alikes" />
        ) : (
          <CandidateCards candidates={candidates.slice(1)} title="It could also be" />
        )
      ) : null}
      {result && image && candidates.length && source !== 'none' ? (
        <ConfirmPanel
          key={answers}
          candidates={candidates}
          image={image}
          source={source === 'primary' ? 'ai' : 'offline'}
        />
      ) : null}
      {tipsAfterResult ? (
        <Card className="grid grid-cols-1 gap-2" aria-labelledby="better-photo">
          <h2 id="better-photo" className="flex items-center gap-2 text-lg font-bold text-ink">
            <Lightbulb aria-hidden className="h-5 w-5 text-chili-700" />
            For a surer answer
          </h2>
          <PhotoTipList />
        </Card>
      ) : null}

      <Link
        to="/identify/history"
        className="flex min-h-11 items-center gap-2 text-sm font-semibold text-chili-800 underline"
      >
        <History aria-hidden className="h-4 w-4" />
        Your identification history
      </Link>

      <HowItWorks withPhotoTips={!tipsAfterResult} />
    </PageFrame>
  );
}
