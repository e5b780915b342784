/** A titled section that folds away: nested objects in forms (device settings) and on show pages. */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';

interface CollapsibleSectionProps {
  title: ReactNode;
  defaultExpanded?: boolean;
  /** Opens the section when it becomes true, e.g. when a field inside has an error. */
  reveal?: boolean;
  children: ReactNode;
}

export function CollapsibleSection({ title, defaultExpanded = true, reveal = false, children }: CollapsibleSectionProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  useEffect(() => {
    if (reveal) setExpanded(true);
  }, [reveal]);
  return (
    <Accordion variant="outlined" disableGutters expanded={expanded} onChange={(_, open) => setExpanded(open)}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle1">{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}
