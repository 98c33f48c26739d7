import '../styles.css';
import { ImageResearchScreen } from '../features/image-research/ImageResearchScreen';

/** /admin/images */
export default function ImageResearch() {
  return <ImageResearchScreen />;
}
