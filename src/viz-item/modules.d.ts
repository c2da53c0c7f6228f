// ECharts' per-file modules ship without declarations; they register themselves (chart/component files) or
// export an `install` function (renderers).
declare module 'echarts/lib/chart/*';
declare module 'echarts/lib/component/*';
declare module 'echarts/lib/renderer/installCanvasRenderer.js' {
  export const install: import('echarts/core').EChartsExtensionInstaller;
}
