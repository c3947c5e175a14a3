package org.seedscape.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.seedscape.ChildJvm;
import org.seedscape.player.Controls;

/** The key help shows the one binding table, row for row, and nothing of its own. */
class KeyHelpStateTest {
    private final List<KeyHelpState.Row> rows = KeyHelpState.rows();
    private final List<String> inputs = KeyHelpState.inputsColumn(rows).lines().toList();
    private final List<String> actions = KeyHelpState.actionsColumn(rows).lines().toList();

    @Test
    void listsExactlyTheHelpRowsInOrder() {
        List<String> expectedInputs = new ArrayList<>(), expectedActions = new ArrayList<>();
        for (Map.Entry<String, String> e : Controls.helpRows().entrySet()) {
            expectedInputs.add(e.getKey());
            expectedActions.add(e.getValue());
        }
        assertEquals(expectedInputs, inputs);
        assertEquals(expectedActions, actions);
        assertEquals("Esc", inputs.get(inputs.size() - 1));
    }

    @Test
    void everyBindingsInputIsOnItsActionsLine() {
        for (Controls c : Controls.values()) {
            int line = actions.indexOf(c.action());
            assertTrue(line >= 0, c + " has no line");
            assertTrue(inputs.get(line).contains(c.input()), c + ": " + inputs.get(line));
        }
    }

    /**
     * In the demo as started, every row of the table is bound, the brush's while the brush is on:
     * the help lists exactly the bound keys; the brush's are let go when it is turned off.
     */
    @Test
    void theDemoBindsEveryKeyTheHelpLists() throws Exception {
        ChildJvm.Result r = ChildJvm.run(KeysProbe.class, 180);
        assertEquals(0, r.exitCode(), r.output());
        int n = Controls.values().length;
        assertTrue(r.output().contains("KEYS bound=" + n + " of " + n + " missing=[] brush_off_bound=[]"), r.output());
    }

    @Test
    void hintNamesTheKeysThatOpenTheHelp() {
        assertEquals(inputs.get(actions.indexOf(Controls.KEY_HELP.action())) + ": " + Controls.KEY_HELP.action(),
                KeyHelpState.hint());
        assertTrue(KeyHelpState.hint().contains(Controls.KEY_HELP.input()));
    }
}
