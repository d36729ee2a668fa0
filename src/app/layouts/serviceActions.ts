import { toast } from '../../ui/toast.ts';
import { goHxLoginToken, hxServiceUrl } from '../../api/simulation.ts';
import { go } from '../../lib/navigation.ts';
import { SERVICE_LINKS, type ServiceLink } from './serviceCentre.ts';

/** Opens a service-centre link: internal routes navigate, external URLs open a new window, hx links carry ?json=. */
export async function openServiceLink(linkOrKey: ServiceLink | string): Promise<void> {
  const link = typeof linkOrKey === 'string' ? SERVICE_LINKS.find((l) => l.key === linkOrKey) : linkOrKey;
  if (!link) return;
  if (link.kind === 'internal') {
    go(link.url);
    return;
  }
  if (link.kind === 'external') {
    window.open(link.url, '_blank', 'noopener');
    return;
  }
  // Open the window synchronously (popup blockers), then point it at the URL once the token is known.
  const win = window.open('about:blank', '_blank');
  try {
    const data = await goHxLoginToken();
    const url = hxServiceUrl(link.url, data);
    if (win) win.location.href = url;
    else window.open(url, '_blank');
  } catch {
    win?.close();
    void toast('服务暂不可用，请稍后重试');
  }
}
