import { useId } from 'react';
import { Heading } from '../shared/Heading';
import type { HeadingLevel } from '../shared/Heading';
import { TeamMemberCard } from './TeamMemberCard';
import type { TeamMember } from './TeamMemberCard';

export interface TeamGridProps {
  members: TeamMember[];
  /** The first people are full cards (3 in the spec), the rest compact consultant cards. */
  mainCount?: number;
  /** Level of the "Our Farm Consultants" heading; card names sit one level below. */
  headingLevel?: Exclude<HeadingLevel, 5>;
}

export function TeamGrid({ members, mainCount = 3, headingLevel = 2 }: TeamGridProps) {
  const consultantsId = useId();
  const main = members.slice(0, mainCount);
  const consultants = members.slice(mainCount);
  const cardLevel = (headingLevel + 1) as HeadingLevel;
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      <ul className="pe-grid pe-grid--fit pe-list-reset">
        {main.map((member) => (
          <li key={member.name}>
            <TeamMemberCard member={member} headingLevel={cardLevel} />
          </li>
        ))}
      </ul>
      {consultants.length > 0 ? (
        <section aria-labelledby={consultantsId}>
          <Heading level={headingLevel} id={consultantsId}>
            Our Farm Consultants
          </Heading>
          <ul className="pe-grid pe-grid--fit pe-list-reset">
            {consultants.map((member) => (
              <li key={member.name}>
                <TeamMemberCard member={member} variant="compact" headingLevel={cardLevel} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
