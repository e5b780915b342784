/** The management company's logo and name in the top bar (src/layout/app-bar-slots.ts), before the web phone. */
import { registerAppBarSlot } from '../layout/app-bar-slots';
import { CompanyBrand } from './company-brand';

registerAppBarSlot(5, CompanyBrand);
