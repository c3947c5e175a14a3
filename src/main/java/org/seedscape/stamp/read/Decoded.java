package org.seedscape.stamp.read;

/**
 * One format reader's result before the checks and orientation that every format shares
 * ({@link HeightRasters#finish}): the samples in the file's own order.
 *
 * @param columns         samples a row
 * @param rows            rows
 * @param values          the file's values, row-major in the file's order; NaN where the file declares no data
 * @param northUp         row 0 is the north edge (image order), so the rows must be turned around
 * @param declaresNodata  the file names a nodata value; without it a NaN sample is an error
 * @param spacingX        metres between columns from the file; NaN where the file does not say
 * @param spacingZ        metres between rows from the file; NaN where the file does not say
 * @param originX         world x of the south-west sample when the file says it, else null
 * @param originZ         world z of the south-west sample when the file says it, else null
 */
record Decoded(int columns, int rows, float[] values, boolean northUp, boolean declaresNodata,
               double spacingX, double spacingZ, Double originX, Double originZ) {
}
