import {
  buildAntdCss,
  MARKUP_WRITTEN_BY_UI_KIT,
  usedAntdComponents,
} from '../../build/antd-static-styles';

/** A rule of each antd component whose markup the ui-kit writes without the component. */
const RULE_OF: Record<string, string> = {
  App: '.ant-app{',
  Button: '.ant-btn-variant-text',
  Card: '.ant-card-body',
  Skeleton: '.ant-skeleton-paragraph',
  Spin: '.ant-spin-dot-spin',
  Typography: 'h2.ant-typography',
};

describe("antd's static stylesheet", { timeout: 60_000 }, () => {
  it('styles the antd markup the ui-kit writes itself, whether or not anything imports it', () => {
    const css = buildAntdCss(usedAntdComponents());
    expect(Object.keys(RULE_OF).sort()).toEqual([...MARKUP_WRITTEN_BY_UI_KIT].sort());
    for (const name of MARKUP_WRITTEN_BY_UI_KIT) expect(css, name).toContain(RULE_OF[name]);
  });
});
