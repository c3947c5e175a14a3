package org.seedscape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.seedscape.cli.Main;

/** bench-gen end to end, without a display (through EGL): its JSON, and the exactness check it carries. */
class BenchGenGlTest {
    @Test
    void benchGenReportsThroughputAndTheGpuPassesExactness() throws Exception {
        ChildJvm.Result r = ChildJvm.run(Map.of("DISPLAY", ""), Main.class, 120, "bench-gen", "--seconds", "0.1");
        assertEquals(0, r.exitCode(), r.output());
        String output = r.output().strip();
        String json = output.substring(output.lastIndexOf('\n') + 1);
        assertTrue(json.startsWith("{") && json.contains("\"gl_api\": \"egl\""), json);
        for (String key : new String[] {"gpu_eroded_sps", "gpu_plain_sps", "gpu_heights_eroded_sps", "gpu_heights_plain_sps",
                "gpu_latency_eroded_sps", "gpu_pass_eroded_sps", "gpu_pass_plain_sps", "gpu_pass_heights_eroded_sps",
                "gpu_pass_heights_plain_sps", "gpu_heights_no_gullies_sps", "gpu_pass_heights_no_gullies_sps",
                "java_eroded_sps", "java_plain_sps", "thermal_gpu_cell_steps_per_s", "thermal_java_cell_steps_per_s"}) {
            assertTrue(number(json, key) > 0, key + " in " + json);
        }
        assertTrue(number(json, "gpu_tiles_per_pass") >= 1, json);
        // The GPU pass agrees with the Java reference out to 10^7 m, and neighbours share their edges bit for bit.
        assertTrue(number(json, "parity_farthest_m") >= 1e7, json);
        assertTrue(number(json, "parity_max_error") < 1e-4, json);
        assertEquals(0, number(json, "parity_edge_samples_differing"), json);
        assertEquals(0, number(json, "parity_stream_samples_differing"), json);
    }

    private static double number(String json, String key) {
        Matcher m = Pattern.compile("\"" + key + "\": (-?[0-9.Ee+-]+)").matcher(json);
        assertTrue(m.find(), key + " missing from " + json);
        return Double.parseDouble(m.group(1));
    }
}
