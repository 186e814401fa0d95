package org.vedette.inventory.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.inventory.Assigned;
import org.vedette.inventory.NeedLine;
import org.vedette.inventory.PackingList;
import org.vedette.inventory.Plan;
import org.vedette.inventory.ShoppingList;
import org.vedette.inventory.StandIn;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A plan written out: CSV tables, a printable HTML page, JSON. */
public final class Reports {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private Reports() {
    }

    public static String planCsv(Plan plan) {
        Csv csv = new Csv().row("need", "label", "state", "needed", "owned", "assigned", "substituted", "short",
                "items");
        for (NeedLine l : plan.lines()) {
            List<String> items = new ArrayList<>();
            for (Assigned a : l.assigned()) {
                items.add(a.count() + " " + a.itemId() + (a.substituted() ? " (" + a.how() + ")" : ""));
            }
            csv.row(l.need().id(), l.need().label(), state(l), l.need().count(), l.owned(), l.assignedCount(),
                    l.substitutedCount(), l.shortBy(), String.join("; ", items));
        }
        return csv.toString();
    }

    public static String packingCsv(Plan plan) {
        Csv csv = new Csv().row("box", "drawer", "item", "description", "count", "for");
        for (PackingList.Place p : plan.packingList().places()) {
            for (PackingList.Line l : p.lines()) {
                csv.row(p.box() == null ? "" : p.box(), p.drawer() == null ? "" : p.drawer(), l.itemId(),
                        l.description(), l.count(), String.join("; ", l.forNeeds()));
            }
        }
        return csv.toString();
    }

    public static String shoppingCsv(Plan plan) {
        Csv csv = new Csv().row("need", "label", "kind", "short");
        for (ShoppingList.Shortfall s : plan.shoppingList().shortfalls()) {
            csv.row(s.need().id(), s.need().label(), s.need().kind().describe(), s.count());
        }
        return csv.toString();
    }

    public static String json(Plan plan) {
        ObjectNode o = JSON.createObjectNode();
        o.put("title", plan.title());
        o.put("collection", plan.collection());
        o.put("rules", plan.rules());
        if (!plan.encounters().isEmpty()) o.put("encounters", plan.encounters());
        o.put("needed", plan.needed());
        o.put("assigned", plan.assigned());
        o.put("substituted", plan.substituted());
        o.put("short", plan.shortBy());
        ArrayNode lines = o.putArray("needs");
        for (NeedLine l : plan.lines()) {
            ObjectNode n = lines.addObject();
            n.put("id", l.need().id());
            n.put("label", l.need().label());
            n.put("kind", l.need().kind().describe());
            n.put("state", state(l));
            n.put("needed", l.need().count());
            if (l.need().better() > 0) n.put("better", l.need().better());
            n.put("owned", l.owned());
            n.put("short", l.shortBy());
            ArrayNode from = n.putArray("from");
            l.need().from().forEach(from::add);
            ArrayNode assigned = n.putArray("assigned");
            for (Assigned a : l.assigned()) {
                ObjectNode x = assigned.addObject();
                x.put("item", a.itemId());
                x.put("count", a.count());
                if (a.substituted()) x.put("substitution", a.how());
                ArrayNode rules = x.putArray("standIns");
                for (StandIn s : a.standIns()) rules.add(s.describe());
                if (a.box() != null) x.put("box", a.box());
                if (a.drawer() != null) x.put("drawer", a.drawer());
            }
        }
        try {
            return JSON.writeValueAsString(o) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a plan is plain values", e);
        }
    }

    /** "covered", "substituted", "short". */
    public static String state(NeedLine l) {
        return l.state().name().toLowerCase(java.util.Locale.ROOT);
    }

    public static String html(Plan plan) {
        Html h = new Html();
        h.raw("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>").text(
                "Packing for " + plan.title()).raw("</title>\n<style>\n")
                .raw("body{font-family:serif;margin:2em;}table{border-collapse:collapse;width:100%;margin-bottom:1.5em;}"
                        + "th,td{border:1px solid #999;padding:.2em .5em;text-align:left;vertical-align:top;}"
                        + "td.n{text-align:right;}tr.short td{background:#f6d5d5;}tr.substituted td{background:#fbf0c8;}"
                        + "tr.covered td{background:#dcefd8;}.box{width:1em;}"
                        + "@media print{body{margin:0;}h2{page-break-after:avoid;}tr{page-break-inside:avoid;}}\n")
                .raw("</style></head><body>\n<h1>").text(plan.title()).raw("</h1>\n<p>").text("Collection "
                        + plan.collection() + ", rules " + plan.rules() + ": " + plan.needed() + " figures needed, "
                        + plan.assigned() + " packed (" + plan.substituted() + " standing in), " + plan.shortBy()
                        + " short.").raw("</p>\n");
        if (!plan.encounters().isEmpty()) h.raw("<p>").text("Encounters: " + plan.encounters()).raw("</p>\n");
        h.raw("<h2>Packing list</h2>\n");
        PackingList packing = plan.packingList();
        if (packing.places().isEmpty()) h.raw("<p>Nothing to pack: nothing owned fits.</p>\n");
        for (PackingList.Place p : packing.places()) {
            h.raw("<h3>").text(p.label() + " — " + p.count() + " figures").raw("</h3>\n<table><tr>"
                    + "<th class=\"box\">✓</th><th>Item</th><th>Figures</th><th>For</th></tr>\n");
            for (PackingList.Line l : p.lines()) {
                h.raw("<tr><td class=\"box\">☐</td><td>").text(l.description() + " (" + l.itemId() + ")")
                        .raw("</td><td class=\"n\">").text(Integer.toString(l.count())).raw("</td><td>")
                        .text(String.join("; ", l.forNeeds())).raw("</td></tr>\n");
            }
            h.raw("</table>\n");
        }
        h.raw("<h2>Shopping list</h2>\n");
        ShoppingList shopping = plan.shoppingList();
        if (shopping.shortfalls().isEmpty()) {
            h.raw("<p>Nothing to buy: every need is covered.</p>\n");
        } else {
            h.raw("<table><tr><th>Need</th><th>Kind</th><th>Short</th></tr>\n");
            for (ShoppingList.Shortfall s : shopping.shortfalls()) {
                h.raw("<tr class=\"short\"><td>").text(s.need().label()).raw("</td><td>")
                        .text(s.need().kind().describe()).raw("</td><td class=\"n\">")
                        .text(Integer.toString(s.count())).raw("</td></tr>\n");
            }
            h.raw("</table>\n");
        }
        h.raw("<h2>Every need</h2>\n<table><tr><th>Need</th><th>Needed</th><th>Owned</th><th>Assigned</th>"
                + "<th>Short</th><th>Figures</th></tr>\n");
        for (NeedLine l : plan.lines()) {
            List<String> items = new ArrayList<>();
            for (Assigned a : l.assigned()) {
                items.add(a.count() + " × " + a.description() + (a.substituted() ? " (" + a.how() + ")" : ""));
            }
            h.raw("<tr class=\"" + state(l) + "\"><td>").text(l.need().label()).raw("</td><td class=\"n\">")
                    .text(Integer.toString(l.need().count())).raw("</td><td class=\"n\">")
                    .text(Integer.toString(l.owned())).raw("</td><td class=\"n\">")
                    .text(Integer.toString(l.assignedCount())).raw("</td><td class=\"n\">")
                    .text(Integer.toString(l.shortBy())).raw("</td><td>").text(String.join("; ", items))
                    .raw("</td></tr>\n");
        }
        return h.raw("</table>\n</body></html>\n").toString();
    }

    /** HTML built from raw markup and escaped text, so a collection's descriptions cannot become markup. */
    private static final class Html {
        private final StringBuilder out = new StringBuilder();

        Html raw(String markup) {
            out.append(markup);
            return this;
        }

        Html text(String s) {
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                switch (c) {
                    case '<' -> out.append("&lt;");
                    case '>' -> out.append("&gt;");
                    case '&' -> out.append("&amp;");
                    case '"' -> out.append("&quot;");
                    case '\'' -> out.append("&#39;");
                    default -> out.append(c);
                }
            }
            return this;
        }

        @Override
        public String toString() {
            return out.toString();
        }
    }
}
