#!/bin/sh
# Build tool for mvn package -Pbundle (see pom.xml), run from the project root after SlimJar has
# written target/seedscape-slim.jar: assembles target/bundle/seedscape/ (a jlink'd Java 17, the
# slim jar, glvnd's EGL loader, the launcher) and packs it as target/seedscape-linux-x64.tar.xz.
set -eu

out=target/bundle/seedscape
tarball=target/seedscape-linux-x64.tar.xz

# A Java 17 JDK's jlink: the runtime it makes is of its own version.
jdk=
for d in "${JAVA_HOME:-}" /usr/lib/jvm/java-17-openjdk-amd64; do
    if [ -n "$d" ] && [ -x "$d/bin/jlink" ] && "$d/bin/jlink" --version | grep -q '^17\.'; then
        jdk=$d
        break
    fi
done
[ -n "$jdk" ] || { echo "make-bundle: no Java 17 jlink in \$JAVA_HOME or /usr/lib/jvm/java-17-openjdk-amd64" >&2; exit 1; }

rm -rf target/bundle "$tarball"
mkdir -p "$out/lib/egl_vendor.d"
mv target/seedscape-slim.jar "$out/seedscape.jar"

# What the jar's classes use, plus what jME and LWJGL reach by reflection or service lookup
# (jdeps cannot see those): java.management/jdk.management for the bench's GC and CPU-time
# readings, jdk.zipfs for zip file systems, java.scripting, java.prefs; jdk.jfr so a frame can be
# profiled where it runs (-XX:StartFlightRecording), which is on a GPU machine, not here.
modules=$("$jdk/bin/jdeps" --ignore-missing-deps --multi-release 17 --print-module-deps "$out/seedscape.jar")
modules="$modules,java.base,java.desktop,java.logging,java.prefs,java.scripting,java.management,jdk.management,jdk.unsupported,jdk.zipfs,jdk.jfr"
"$jdk/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages --output "$out/jre"

# glvnd's EGL loader and dispatcher: a bare NVIDIA machine may have the driver's vendor library
# (libEGL_nvidia.so.0) without them. The launcher uses these only where the system has none.
for lib in libEGL.so.1 libGLdispatch.so.0; do
    cp -L "/lib/x86_64-linux-gnu/$lib" "$out/lib/$lib"
done
cat > "$out/lib/egl_vendor.d/10_nvidia.json" <<'JSON'
{
    "file_format_version" : "1.0.0",
    "ICD" : {
        "library_path" : "libEGL_nvidia.so.0"
    }
}
JSON

cp src/bundle/seedscape "$out/seedscape"
chmod 755 "$out/seedscape"
cat > "$out/README.txt" <<'TXT'
Seedscape for linux x86-64: an endless, seeded, eroded landscape (jMonkeyEngine), with its own Java runtime in jre/.
Run ./seedscape [mode] [--options] from any directory (no mode: the demo; ./seedscape --help lists bench, export, bench-gen, shots).
It needs a GPU driver with OpenGL 4.5 (through EGL where there is no display; xvfb-run -a with Mesa works too); without one, export still works with --generator java.
TXT

tar -C target/bundle --owner=0 --group=0 --numeric-owner -cf - seedscape | xz -9 -T2 > "$tarball"
echo "make-bundle: $out: jar $(du -k "$out/seedscape.jar" | cut -f1) KiB, jre $(du -sk "$out/jre" | cut -f1) KiB;" \
     "$tarball $(du -k "$tarball" | cut -f1) KiB"
