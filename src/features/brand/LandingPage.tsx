import { Link } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { useBrand } from '../../ui/brand.ts';
import { chinaYear } from '../../api/contract/chinaTime.ts';
import { CLASS_TYPES, CLASS_TYPE_NAMES } from '../../api/contract/roles.ts';
import BrandLogo from '../../ui/BrandLogo.tsx';
import './brand.css';

/** Featured programmes (DOMAIN.md), shown on the public landing page. */
export const FEATURED = [
  { type: 'SYB', text: '创业十步走：从评估自己到开办企业，最终完成一份可行的创业计划书。', days: '约5天' },
  { type: 'GYB', text: '头脑风暴、筛选与SWOT分析，帮助学员找到适合自己的创业想法。', days: '2–3天' },
  { type: 'ZBB', text: '直播电商实训：开店、选品、直播带货，在仿真商城中完成真实交易流程。', days: '按赛季' },
  { type: 'DSB', text: '电子商务实训：店铺运营、营销工具、订单与售后，全流程模拟。', days: '按赛季' },
] as const;

export const HIGHLIGHTS = ['在线学习任务与考试', '直播授课与回放', '仿真商城与金币结算', '培训补贴与后续跟踪'];

/** Public landing page for /, /indexWLH: what the platform is, sign in, programmes. */
export default function LandingPage() {
  const brand = useBrand();
  const login = brand.key === 'wlh' ? '/loginWLH' : '/login';
  return (
    <div className="landing" style={{ ['--brand' as string]: brand.colors.primary, ['--brand-bg' as string]: brand.colors.background }}>
      <header className="landing-top">
        <span className="landing-logo">
          <BrandLogo brand={brand} size={32} />
          {brand.title}
        </span>
        <nav>
          <Link to={brand.key === 'wlh' ? '/detailWLH' : '/detailWLH'}>平台介绍</Link>
          <Link to={login}>登录</Link>
        </nav>
      </header>
      <section className="landing-hero">
        <h1>{brand.title}</h1>
        <p>面向政府补贴创业培训的一体化平台：培训机构开班管理、学员在线学习、电商与直播实训、考核与补贴申领，一站完成。</p>
        <div className="landing-cta">
          <Link to={login}>
            <Button color="primary" size="large">
              立即登录
            </Button>
          </Link>
          <Link to="/regist">
            <Button size="large">注册账号</Button>
          </Link>
        </div>
        <ul className="landing-highlights">
          {HIGHLIGHTS.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      </section>
      <section className="landing-section">
        <h2>培训项目</h2>
        <div className="landing-grid">
          {FEATURED.map((f) => (
            <article key={f.type} className="landing-card">
              <h3>{CLASS_TYPE_NAMES[f.type]}</h3>
              <p>{f.text}</p>
              <small>{f.days}</small>
            </article>
          ))}
        </div>
      </section>
      <section className="landing-section">
        <h2>平台公告</h2>
        <p className="landing-muted">最新通知公告请登录后在“通知公告”中查看。共开设 {CLASS_TYPES.length} 类培训项目。</p>
      </section>
      <footer className="landing-footer">
        © {chinaYear()} {brand.company}
      </footer>
    </div>
  );
}
