package org.seedscape.house;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The repository's Markdown stands alone: every relative link in README.md and docs/**.md names a
 * file or folder that exists in the repository, and no link or path in the text leads out of it
 * (the docs must not send readers to files that only exist beside this checkout).
 */
class DocLinksTest {
    /** Tests run in Maven's basedir, the repository root. */
    private static final Path ROOT = Path.of("").toAbsolutePath().normalize();

    /** An inline link or image: [text](target) or [text](target "title") or [text](<target>). */
    private static final Pattern INLINE_LINK = Pattern.compile("!?\\[(?:[^\\[\\]]|\\[[^\\]]*\\])*\\]\\(\\s*(<[^>]*>|[^)\\s]+)(?:\\s+(?:\"[^\"]*\"|'[^']*'|\\([^)]*\\)))?\\s*\\)");
    /** A reference definition: [id]: target */
    private static final Pattern REFERENCE = Pattern.compile("^\\s{0,3}\\[[^\\]]+\\]:\\s*(<[^>]*>|\\S+)");
    /** A path in the text that climbs out of the file's folder: ../something */
    private static final Pattern CLIMBING_PATH = Pattern.compile("(?<![\\w.\\-/])((?:\\.\\./)+[\\w.\\-/]*)");
    /** An inline code span (its content is not a link). */
    private static final Pattern CODE_SPAN = Pattern.compile("(`+)(?:(?!\\1).)+?\\1");
    private static final Pattern EXTERNAL = Pattern.compile("(?i)^(https?|mailto|ftp):.*");

    @Test
    void everyRelativeLinkInTheDocsNamesAFileInTheRepository() throws IOException {
        List<Path> files = markdownFiles();
        assertTrue(files.contains(ROOT.resolve("README.md")), "README.md not found under " + ROOT);
        assertTrue(files.contains(ROOT.resolve("docs/ARCHITECTURE.md")), "docs/ARCHITECTURE.md not found under " + ROOT);
        List<String> broken = new ArrayList<>();
        int links = 0;
        for (Path file : files) {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            broken.addAll(brokenLinks(ROOT, file, text));
            links += countLinks(text);
        }
        assertTrue(links > 0, "no links found at all in " + files);
        assertTrue(broken.isEmpty(), broken.size() + " broken or outward link(s):\n" + String.join("\n", broken));
    }

    @Test
    void theCheckReportsBadLinksAndOnlyThem() {
        Path doc = ROOT.resolve("docs/EXAMPLE.md"); // need not exist: only its folder matters
        String text = String.join("\n",
                "# Example",
                "Good: [readme](../README.md), [the docs folder](../docs), [pom](/pom.xml),",
                "[an anchor](#example), [a section](../README.md#layout), [web](https://example.org/x.md),",
                "[mail](mailto:someone@example.org) and `[in code](no/such/thing.md)`.",
                "Bad: [missing](no/such/file.md) and ![missing picture](pictures/none.png \"title\").",
                "Outward: [design](../../shared/DESIGN.md).",
                "[ref]: ../nowhere.md",
                "See ../shared/DESIGN.md, a path that leaves the repository.",
                "```",
                "[fenced](not/checked.md)",
                "```",
                "Mentions `../shared` in code.");
        List<String> broken = brokenLinks(ROOT, doc, text);
        String all = String.join("\n", broken);
        assertTrue(all.contains("EXAMPLE.md:5: no/such/file.md"), all);
        assertTrue(all.contains("EXAMPLE.md:5: pictures/none.png"), all);
        assertTrue(all.contains("EXAMPLE.md:6: ../../shared/DESIGN.md"), all);
        assertTrue(all.contains("EXAMPLE.md:7: ../nowhere.md"), all);
        assertTrue(all.contains("EXAMPLE.md:8: ../shared/DESIGN.md"), all);
        assertTrue(all.contains("EXAMPLE.md:12: ../shared"), all);
        for (String good : List.of("README.md (", "../docs (", "pom.xml", "#example", "example.org", "no/such/thing",
                "not/checked")) {
            assertTrue(broken.stream().noneMatch(b -> b.contains(good)), good + " was reported:\n" + all);
        }
        assertEquals(6, broken.size(), all);
    }

    /** README.md and every .md under docs/. */
    private static List<Path> markdownFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        files.add(ROOT.resolve("README.md"));
        Path docs = ROOT.resolve("docs");
        if (Files.isDirectory(docs)) {
            try (Stream<Path> walk = Files.walk(docs)) {
                walk.filter(p -> p.toString().toLowerCase(Locale.ROOT).endsWith(".md") && Files.isRegularFile(p))
                        .sorted().forEach(files::add);
            }
        }
        return files;
    }

    private static int countLinks(String text) {
        int n = 0;
        for (String line : text.split("\n", -1)) {
            Matcher m = INLINE_LINK.matcher(CODE_SPAN.matcher(line).replaceAll(""));
            while (m.find()) {
                n++;
            }
        }
        return n;
    }

    /**
     * The problems in one Markdown text, each as {@code file:line: target (why)}: relative link
     * targets that name no existing path (resolved from the file's folder, anchor and query
     * stripped), link targets or plain-text {@code ../} paths that lead outside {@code root}, and
     * any mention of {@code ../shared}. Fenced code blocks and inline code hold no links, but the
     * last two checks read them too.
     */
    static List<String> brokenLinks(Path root, Path file, String text) {
        Path normalRoot = root.toAbsolutePath().normalize();
        Path folder = file.toAbsolutePath().normalize().getParent();
        String name = normalRoot.relativize(file.toAbsolutePath().normalize()).toString().replace('\\', '/');
        List<String> problems = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        boolean fenced = false;
        String fence = null;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String where = name + ":" + (i + 1) + ": ";
            String trimmed = line.strip();
            boolean fenceLine = false;
            if (!fenced && (trimmed.startsWith("```") || trimmed.startsWith("~~~"))) {
                fenced = true;
                fence = trimmed.substring(0, 3);
                fenceLine = true;
            } else if (fenced && trimmed.startsWith(fence)) {
                fenced = false;
                fenceLine = true;
            }

            List<String> linkTargets = new ArrayList<>();
            if (!fenced && !fenceLine) {
                String prose = CODE_SPAN.matcher(line).replaceAll(m -> " ".repeat(m.group().length()));
                Matcher m = INLINE_LINK.matcher(prose);
                while (m.find()) {
                    linkTargets.add(m.group(1));
                }
                Matcher r = REFERENCE.matcher(prose);
                if (r.find()) {
                    linkTargets.add(r.group(1));
                }
            }
            for (String raw : linkTargets) {
                String target = raw.startsWith("<") && raw.endsWith(">") ? raw.substring(1, raw.length() - 1) : raw;
                String problem = checkTarget(normalRoot, folder, target);
                if (problem != null) {
                    problems.add(where + target + " (" + problem + ")");
                }
            }

            // Paths in the text (links included) that climb out of the repository.
            Matcher c = CLIMBING_PATH.matcher(line);
            while (c.find()) {
                String path = c.group(1);
                if (linkTargets.stream().anyMatch(t -> t.equals(path) || t.startsWith(path + "#"))) {
                    continue; // already checked as a link
                }
                Path resolved = folder.resolve(path).normalize();
                if (!resolved.startsWith(normalRoot)) {
                    problems.add(where + path + " (leaves the repository)");
                } else if (path.contains("../shared")) {
                    problems.add(where + path + " (mentions ../shared)");
                }
            }
            if (line.contains("../shared") && !CLIMBING_PATH.matcher(line).find()) {
                problems.add(where + "../shared (mentions ../shared)");
            }
        }
        return problems;
    }

    /** Why a link target is broken, or null when it is fine. */
    private static String checkTarget(Path root, Path folder, String target) {
        if (target.isEmpty()) {
            return "empty target";
        }
        if (target.startsWith("#") || EXTERNAL.matcher(target).matches()) {
            return null;
        }
        String path = target;
        int cut = indexOfAny(path, '#', '?');
        if (cut >= 0) {
            path = path.substring(0, cut);
        }
        if (path.isEmpty()) {
            return null;
        }
        if (path.contains("../shared")) {
            return "mentions ../shared";
        }
        path = URLDecoder.decode(path.replace("+", "%2B"), StandardCharsets.UTF_8);
        Path resolved;
        try {
            // A leading slash means the repository root, as on GitHub.
            resolved = (path.startsWith("/") ? root.resolve(path.substring(1)) : folder.resolve(path)).normalize();
        } catch (InvalidPathException e) {
            return "not a path: " + e.getReason();
        }
        if (!resolved.startsWith(root)) {
            return "leaves the repository";
        }
        if (!Files.exists(resolved)) {
            return "no such file or folder: " + root.relativize(resolved).toString().replace('\\', '/');
        }
        return null;
    }

    private static int indexOfAny(String s, char a, char b) {
        int i = s.indexOf(a), j = s.indexOf(b);
        return i < 0 ? j : j < 0 ? i : Math.min(i, j);
    }
}
