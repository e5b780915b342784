/**
 * A menu item whose page comes in a later version (issue 5): a page of the console saying so, with a way
 * back through the page stack (000 §2.1), never a crash or "not found".
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { menuLabel } from '../menu/menu-items';
import { menuItemFor } from '../menu/menu-paths';
import { useBack } from '../navigation/use-back';

export function NotYetAvailablePage() {
  const translate = useTranslate();
  const back = useBack();
  const item = menuItemFor(useLocation().pathname);
  const heading = item ? menuLabel(translate, item) : translate('shell.not_yet_available.title');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={heading} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {heading}
        </Typography>
        <Typography variant="h6" component="p" gutterBottom>
          {translate('shell.not_yet_available.title')}
        </Typography>
        <Typography color="text.secondary">{translate('shell.not_yet_available.text')}</Typography>
      </CardContent>
      <CardActions>
        <Button onClick={() => back()} startIcon={<ArrowBackIcon />}>
          {translate('shell.not_yet_available.back')}
        </Button>
      </CardActions>
    </Card>
  );
}

export default NotYetAvailablePage;
