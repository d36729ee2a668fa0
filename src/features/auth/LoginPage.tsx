import { useBrand } from '../../ui/brand.ts';
import LoginView from './LoginView.tsx';

/** /login with the brand of the host. */
export default function LoginPage() {
  return <LoginView brand={useBrand()} />;
}
