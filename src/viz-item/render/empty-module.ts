/**
 * What the chart runtime's bundle gets in place of two ECharts modules no chart of it can reach (the build's
 * plugins/page-weight/chart-lib-trim): an empty theme and an empty locale.
 */
export default {};
