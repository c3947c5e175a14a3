package org.seedscape.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class JsonWriterTest {

    @Test
    void keepsKeyOrderAndWritesNumbersAsNumbers() {
        String json = new JsonWriter().put("b", 1.5).put("a", 42).put("c", "x").put("d", 1e-7).toJson();
        assertEquals("{\n  \"b\": 1.5,\n  \"a\": 42,\n  \"c\": \"x\",\n  \"d\": 1.0E-7\n}\n", json);
    }

    @Test
    void escapesStrings() {
        String json = new JsonWriter().put("k\"", "a\"b\\c\nd\te\u0001").toJson();
        assertEquals("{\n  \"k\\\"\": \"a\\\"b\\\\c\\nd\\te\\u0001\"\n}\n", json);
    }

    @Test
    void rejectsNonFiniteNumbersAndDuplicateKeys() {
        assertThrows(IllegalArgumentException.class, () -> new JsonWriter().put("x", Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new JsonWriter().put("x", Double.POSITIVE_INFINITY));
        assertThrows(IllegalArgumentException.class, () -> new JsonWriter().put("x", 1).put("x", "again"));
    }

    @Test
    void emptyObject() {
        assertEquals("{}\n", new JsonWriter().toJson());
    }
}
