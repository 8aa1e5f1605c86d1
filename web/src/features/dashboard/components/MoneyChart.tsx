import { BarChart } from '@mantine/charts';
// Inlined into this chunk rather than the app's one stylesheet (see ProgressChart).
import chartStyles from '@mantine/charts/styles.css?inline';
import { formatMoney } from '@contract/money';

/**
 * Money received this month against last month: two bars. Its own chunk (React.lazy),
 * loaded only by the admin's 'Hoy': recharts never reaches a public page.
 */
export default function MoneyChart({
  thisMonth,
  lastMonth,
}: {
  thisMonth: string;
  lastMonth: string;
}) {
  const data = [
    { mes: 'Mes pasado', monto: Number(lastMonth) },
    { mes: 'Este mes', monto: Number(thisMonth) },
  ];
  return (
    <>
      <style href="mantine-charts" precedence="default">
        {chartStyles}
      </style>
      <BarChart
        h={160}
        data={data}
        dataKey="mes"
        series={[{ name: 'monto', label: 'Cobrado', color: 'green.6' }]}
        valueFormatter={(v) => formatMoney(v)}
        gridAxis="y"
        tickLine="none"
        yAxisProps={{ width: 96, tickCount: 4 }}
        withTooltip={false}
        role="img"
        aria-label={`Cobrado el mes pasado ${formatMoney(lastMonth)}; este mes ${formatMoney(thisMonth)}`}
      />
    </>
  );
}
