package org.vedette.ui.balance.internal;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.CategoryItemRendererState;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYIntervalSeries;
import org.jfree.data.xy.XYIntervalSeriesCollection;
import org.vedette.balance.BalanceReport;
import org.vedette.balance.Histogram;
import org.vedette.balance.SideTally;
import org.vedette.balance.WilsonInterval;

/**
 * The report's charts, made with JFreeChart: each side's win, draw and loss
 * rates as bars with their 95% Wilson intervals as error bars, and a
 * histogram (the margin's, the game length's) as bars over their bins. The
 * charts are only built here; {@link ChartCanvas} draws them.
 */
final class Charts {
    /** Won, drawn, lost: green, grey, red, as a designer reads a result at a glance. */
    private static final Color[] OUTCOME_COLOURS = { new Color(0x4c, 0x9a, 0x4c), new Color(0x9a, 0x9a, 0x9a),
            new Color(0xc0, 0x50, 0x4d) };
    private static final String[] OUTCOMES = { "won", "drawn", "lost" };

    private Charts() {
    }

    /** Each side's won, drawn and lost rates, a bar each, with the interval drawn over it. */
    static JFreeChart rates(BalanceReport report) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        List<SideTally> sides = report.sides();
        WilsonInterval[][] intervals = new WilsonInterval[OUTCOMES.length][sides.size()];
        for (int column = 0; column < sides.size(); column++) {
            SideTally s = sides.get(column);
            WilsonInterval[] three = { s.wins(), s.draws(), s.losses() };
            for (int row = 0; row < OUTCOMES.length; row++) {
                intervals[row][column] = three[row];
                data.addValue(three[row].rate(), OUTCOMES[row], s.name());
            }
        }
        CategoryAxis sideAxis = new CategoryAxis(null);
        NumberAxis rateAxis = new NumberAxis("games (95% interval)");
        rateAxis.setRange(0, 1);
        rateAxis.setNumberFormatOverride(NumberFormat.getPercentInstance(Locale.ROOT));
        IntervalBars bars = new IntervalBars(intervals);
        for (int row = 0; row < OUTCOMES.length; row++) bars.setSeriesPaint(row, OUTCOME_COLOURS[row]);
        CategoryPlot plot = new CategoryPlot(data, sideAxis, rateAxis, bars);
        plot.setOrientation(PlotOrientation.VERTICAL);
        return chart("Won, drawn, lost", plot, true);
    }

    /** A histogram: a bar over each bin, as wide as the bin, as high as its games. */
    static JFreeChart histogram(String title, Histogram histogram) {
        XYIntervalSeries series = new XYIntervalSeries("games");
        for (Histogram.Bin b : histogram.bins()) {
            double middle = (b.from() + b.to()) / 2;
            series.add(middle, b.from(), b.to(), b.count(), b.count(), b.count());
        }
        XYIntervalSeriesCollection data = new XYIntervalSeriesCollection();
        data.addSeries(series);
        NumberAxis measure = new NumberAxis(histogram.measure());
        // The measure is said in words, sometimes a whole phrase: smaller than the axis's numbers' labels.
        measure.setLabelFont(measure.getLabelFont().deriveFont(9f));
        measure.setAutoRangeIncludesZero(false);
        NumberAxis games = new NumberAxis("games");
        games.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        XYBarRenderer bars = new XYBarRenderer();
        bars.setBarPainter(new StandardXYBarPainter());
        bars.setShadowVisible(false);
        bars.setSeriesPaint(0, new Color(0x4f, 0x6f, 0x9f));
        bars.setDrawBarOutline(true);
        bars.setSeriesOutlinePaint(0, Color.WHITE);
        XYPlot plot = new XYPlot(data, measure, games, bars);
        return chart(String.format(Locale.ROOT, "%s (mean %.1f)", title, histogram.mean()), plot, false);
    }

    private static JFreeChart chart(String title, org.jfree.chart.plot.Plot plot, boolean legend) {
        plot.setBackgroundPaint(Color.WHITE);
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT.deriveFont(13f), plot, legend);
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }

    /**
     * Bars with an error bar over each from the interval's low to its high.
     * JFreeChart's own StatisticalBarRenderer draws mean ± one deviation, the
     * same either side; a Wilson interval is not symmetric about the rate
     * (near 0% or 100% it leans inwards), so it is drawn here as it is.
     */
    private static final class IntervalBars extends BarRenderer {
        private static final long serialVersionUID = 1L;
        private final transient WilsonInterval[][] intervals;

        IntervalBars(WilsonInterval[][] intervals) {
            this.intervals = intervals;
            setBarPainter(new StandardBarPainter());
            setShadowVisible(false);
            setItemMargin(0.05);
        }

        @Override
        public void drawItem(Graphics2D g2, CategoryItemRendererState state, Rectangle2D dataArea, CategoryPlot plot,
                CategoryAxis domainAxis, ValueAxis rangeAxis, CategoryDataset dataset, int row, int column,
                int pass) {
            super.drawItem(g2, state, dataArea, plot, domainAxis, rangeAxis, dataset, row, column, pass);
            // After the bars and their labels: the last pass, so no bar covers an error bar.
            if (pass != getPassCount() - 1) return;
            int visibleRow = state.getVisibleSeriesIndex(row);
            if (visibleRow < 0) return;
            WilsonInterval w = intervals[row][column];
            double x0 = calculateBarW0(plot, plot.getOrientation(), dataArea, domainAxis, state, visibleRow, column);
            double centre = x0 + state.getBarWidth() / 2;
            double cap = Math.min(6, state.getBarWidth() / 4);
            double low = rangeAxis.valueToJava2D(w.low(), dataArea, plot.getRangeAxisEdge());
            double high = rangeAxis.valueToJava2D(w.high(), dataArea, plot.getRangeAxisEdge());
            g2.setPaint(Color.BLACK);
            g2.setStroke(new BasicStroke(1.2f));
            g2.draw(new Line2D.Double(centre, low, centre, high));
            g2.draw(new Line2D.Double(centre - cap, low, centre + cap, low));
            g2.draw(new Line2D.Double(centre - cap, high, centre + cap, high));
        }
    }
}
