/** The plane's formulas and line clipping behind the table's queries; not API. */
package org.vedette.table.internal;
