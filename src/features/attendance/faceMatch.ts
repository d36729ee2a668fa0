import type { Human } from '@vladmandic/human';

/**
 * Face match in the browser with @vladmandic/human, loaded only when a teacher asks for a match on
 * /manage/identificationRecord. Only two models are fetched, from our own origin (the server's
 * /models/human/ route): the face detector (blazeface) and the face description (faceres). WebGL
 * when the browser has it, else the CPU backend (slower, same result). The similarity is Human's own
 * (match.similarity of the two descriptors); no face in a photo means no score.
 */

export type MatchResult = { score: number; reason?: undefined } | { score: null; reason: string };

let loading: Promise<Human> | null = null;

async function load(): Promise<Human> {
  const { Human } = await import('@vladmandic/human');
  const human = new Human({
    modelBasePath: '/models/human/',
    backend: 'webgl',
    debug: false,
    warmup: 'none',
    cacheSensitivity: 0,
    filter: { enabled: false },
    gesture: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
    face: {
      enabled: true,
      detector: { modelPath: 'blazeface.json', rotation: false, maxDetected: 1, minConfidence: 0.3 },
      mesh: { enabled: false },
      attention: { enabled: false },
      iris: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      description: { enabled: true, modelPath: 'faceres.json' },
    },
  });
  try {
    await human.init();
    if (human.tf.getBackend() !== 'webgl') throw new Error('no webgl');
  } catch {
    human.config.backend = 'cpu';
    await human.init();
  }
  await human.load();
  return human;
}

async function image(url: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.src = url;
  await img.decode();
  return img;
}

async function descriptor(human: Human, url: string): Promise<number[] | null> {
  const result = await human.detect(await image(url));
  const face = result.face.find((f) => f.embedding && f.embedding.length > 0);
  return face?.embedding ?? null;
}

export async function compareFaces(photoUrl: string, enrolmentUrl: string): Promise<MatchResult> {
  let human: Human;
  try {
    loading ??= load();
    human = await loading;
  } catch {
    loading = null;
    return { score: null, reason: '人脸识别组件加载失败' };
  }
  const photo = await descriptor(human, photoUrl);
  if (!photo) return { score: null, reason: '签到照片未检测到人脸' };
  const enrolment = await descriptor(human, enrolmentUrl);
  if (!enrolment) return { score: null, reason: '报名照片未检测到人脸' };
  return { score: human.match.similarity(photo, enrolment) };
}
