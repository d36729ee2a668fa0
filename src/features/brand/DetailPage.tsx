import { Link } from 'react-router-dom';
import { useBrand } from '../../ui/brand.ts';
import { FEATURED } from './LandingPage.tsx';
import { chinaYear } from '../../api/contract/chinaTime.ts';
import { CLASS_TYPE_NAMES } from '../../api/contract/roles.ts';
import BrandLogo from '../../ui/BrandLogo.tsx';
import './brand.css';

const ROLES_TEXT = [
  ['省、市、区县管理员', '审核开班、监管培训质量、统计补贴与就业创业情况。'],
  ['培训机构与教师', '开班申请、排课、直播授课、考勤、考核与推进电商实训赛季。'],
  ['学员', '完成学习任务与考试，在仿真商城开店、直播、交易，获取结业证书。'],
];

/** /detailWLH: the platform described in more detail. */
export default function DetailPage() {
  const brand = useBrand();
  return (
    <div className="landing">
      <header className="landing-top">
        <Link to="/indexWLH" className="landing-logo">
          <BrandLogo brand={brand} size={32} />
          {brand.title}
        </Link>
        <nav>
          <Link to="/loginWLH">登录</Link>
        </nav>
      </header>
      <section className="landing-section">
        <h1>平台介绍</h1>
        {ROLES_TEXT.map(([who, what]) => (
          <article key={who} className="landing-card wide">
            <h3>{who}</h3>
            <p>{what}</p>
          </article>
        ))}
        <h2>培训项目</h2>
        <ul>
          {FEATURED.map((f) => (
            <li key={f.type}>
              <strong>{CLASS_TYPE_NAMES[f.type]}</strong>：{f.text}
            </li>
          ))}
        </ul>
      </section>
      <footer className="landing-footer">
        © {chinaYear()} {brand.company}
      </footer>
    </div>
  );
}
