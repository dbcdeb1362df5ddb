// How an Insights chart or table names a category: an entry saved with "No category" has the empty one.
import { NO_CATEGORY_LABEL } from '../../ui/category-field';

export const categoryName = (category: string): string => category || NO_CATEGORY_LABEL;
