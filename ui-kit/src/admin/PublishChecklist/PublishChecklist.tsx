import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Typography } from '../../shared/Typography';
import '../admin.css';

/** One check before publishing, as the API answers it. */
export interface PublishCheckItem {
  key: string;
  label: string;
  passed: boolean;
  detail: string;
}

export interface PublishChecklistProps {
  /** Undefined while the checks run. */
  checks: readonly PublishCheckItem[] | undefined;
}

/**
 * The checks before publishing: how many passed, then each with what was found. Passed or not is
 * said in words for screen readers, not by the icon's colour alone.
 */
export function PublishChecklist({ checks }: PublishChecklistProps) {
  const failing = checks?.filter((check) => !check.passed).length ?? 0;
  return (
    <div className="pe-publish-checklist">
      <Typography.Paragraph>
        {checks
          ? failing > 0
            ? `${failing} of ${checks.length} checks did not pass.`
            : 'Every check passed.'
          : 'Running the checks...'}
      </Typography.Paragraph>
      <ul>
        {checks?.map((check) => (
          <li key={check.key} className={check.passed ? 'is-passed' : 'is-failed'}>
            {check.passed ? (
              <CheckCircleFilled aria-hidden="true" />
            ) : (
              <CloseCircleFilled aria-hidden="true" />
            )}
            <span>
              <strong>{check.label}</strong>
              <span className="pe-visually-hidden">
                {check.passed ? ': passed' : ': not passed'}
              </span>
              <br />
              {check.detail}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
