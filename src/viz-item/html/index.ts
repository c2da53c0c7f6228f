export { regularTable, pivotTable, heatTable } from './tables';
export { evolutionNumber, conditionalNumber } from './numbers';
export {
  dropdownFilter,
  searchFilter,
  slicerFilter,
  sliderFilter,
  dateFilterItem,
  dateComparisonFilter,
} from './filters';
export { textItem, imageItem, videoItem } from './media';
export { HTML_STYLES } from './styles';
