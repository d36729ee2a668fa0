import { WLH_BRAND } from '../../api/contract/brand.ts';
import LoginView from './LoginView.tsx';

/** /loginWLH: the same form, always with the WLH brand. */
export default function LoginWLHPage() {
  return <LoginView brand={WLH_BRAND} />;
}
