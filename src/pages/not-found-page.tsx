/** Unknown paths (000 §2.2): shown inside the signed-in layout. */
import HomeIcon from '@mui/icons-material/Home';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';
import { HOME_PATH } from '../providers/redirects';

export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.not_found.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.not_found.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.not_found.text')}</Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to={HOME_PATH} startIcon={<HomeIcon />}>
          {translate('app.not_found.home')}
        </Button>
      </CardActions>
    </Card>
  );
}
