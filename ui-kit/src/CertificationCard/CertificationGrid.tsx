import { useState } from 'react';
import type { HeadingLevel } from '../shared/Heading';
import { CertificationCard } from './CertificationCard';
import type { Certification } from './CertificationCard';

export interface CertificationGridProps {
  certifications: Certification[];
  headingLevel?: HeadingLevel;
}

/** Certification cards where only one card is expanded at a time. */
export function CertificationGrid({ certifications, headingLevel = 3 }: CertificationGridProps) {
  const [expandedTitle, setExpandedTitle] = useState<string | null>(null);
  return (
    <ul className="pe-grid pe-list-reset">
      {certifications.map((certification) => (
        <li key={certification.title}>
          <CertificationCard
            certification={certification}
            headingLevel={headingLevel}
            expanded={expandedTitle === certification.title}
            onExpandedChange={(expanded) => setExpandedTitle(expanded ? certification.title : null)}
          />
        </li>
      ))}
    </ul>
  );
}
