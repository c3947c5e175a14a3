package org.seedscape.house;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The library's face stays small: at most {@link #MOST} public types in {@code org.seedscape.api},
 * nested ones included (issue 48), each public all the way out.
 */
class PublicApiSizeTest {
    private static final int MOST = 15;

    @Test
    void theApiPackageHasAtMostFifteenPublicTypes() {
        List<String> shown = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.seedscape.api").stream()
                .filter(c -> c.getPackageName().equals("org.seedscape.api") && publicAllTheWayOut(c))
                .map(JavaClass::getName).sorted().toList();
        assertTrue(!shown.isEmpty() && shown.size() <= MOST, shown.size() + " public types: " + shown);
    }

    private static boolean publicAllTheWayOut(JavaClass c) {
        return c.getModifiers().contains(JavaModifier.PUBLIC)
                && c.getEnclosingClass().map(PublicApiSizeTest::publicAllTheWayOut).orElse(true);
    }
}
