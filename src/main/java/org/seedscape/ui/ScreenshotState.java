package org.seedscape.ui;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.font.BitmapText;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.seedscape.io.FrameCapture;

/**
 * Screenshots: {@link #take} saves the next rendered frame, GUI included, as a timestamped PNG in
 * a folder (the working directory by default; {@link ScreenshotFiles} names and writes it), then
 * shows "Screenshot saved: PATH", or in one line why not, at the foot of the screen for a few
 * seconds, and prints it. The frame is read back on the render thread (90 to 150 ms on llvmpipe,
 * where a frame took about 100 ms); the PNG is encoded and written on a thread of its own (0.3 to
 * 0.45 s at 1280 x 720), so the view runs on meanwhile.
 */
public final class ScreenshotState extends BaseAppState {
    private static final float NOTICE_SECONDS = 4, MARGIN = 10, PADDING = 6;
    /** How long quitting waits for a picture still being written. */
    private static final long FINISH_WRITING_SECONDS = 10;

    private final Path dir;
    private final FrameCapture capture = new FrameCapture();
    /** Messages of finished writes, from the writer thread to the render thread. */
    private final Queue<String> finished = new ConcurrentLinkedQueue<>();
    private final Node notice = new Node("screenshot notice");
    private ExecutorService writer;
    private BitmapText noticeText;
    private Geometry noticeBackdrop;
    private float noticeLeft;

    /** Saves into the working directory. */
    public ScreenshotState() {
        this(Path.of(""));
    }

    public ScreenshotState(Path dir) {
        this.dir = dir;
    }

    /** Saves the frame rendered next, GUI included; does nothing while the state is disabled. */
    public void take() {
        if (!isEnabled()) {
            return;
        }
        hideNotice(); // a message about the last picture has no place in the next one
        capture.requestImage(image -> {
            LocalDateTime time = LocalDateTime.now();
            writer.execute(() -> finished.add(write(image, time)));
        });
    }

    private String write(BufferedImage image, LocalDateTime time) {
        try {
            return "Screenshot saved: " + ScreenshotFiles.save(image, dir, time);
        } catch (IOException | RuntimeException e) {
            return ScreenshotFiles.failure(dir, e);
        }
    }

    @Override
    protected void initialize(Application app) {
        writer = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "seedscape-screenshot");
            t.setDaemon(true);
            return t;
        });
        noticeBackdrop = UiStyle.backdrop(app.getAssetManager(), "screenshot notice backdrop");
        noticeText = UiStyle.text(app.getAssetManager(), UiStyle.TEXT);
        noticeText.setLocalTranslation(PADDING, Math.round(noticeText.getLineHeight() + PADDING), 1);
        notice.attachChild(noticeBackdrop);
        notice.attachChild(noticeText);
    }

    @Override
    protected void cleanup(Application app) {
        writer.shutdown();
        try {
            writer.awaitTermination(FINISH_WRITING_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    protected void onEnable() {
        // The GUI viewport is rendered last, so its processor sees the whole picture.
        getApplication().getGuiViewPort().addProcessor(capture);
        if (noticeLeft > 0) {
            ((SimpleApplication) getApplication()).getGuiNode().attachChild(notice);
        }
    }

    @Override
    protected void onDisable() {
        getApplication().getGuiViewPort().removeProcessor(capture);
        notice.removeFromParent();
    }

    @Override
    public void update(float tpf) {
        for (String message; (message = finished.poll()) != null; ) {
            System.out.println(message);
            showNotice(message);
        }
        if (noticeLeft > 0 && (noticeLeft -= tpf) <= 0) {
            hideNotice();
        }
    }

    private void showNotice(String message) {
        noticeText.setText(message);
        float width = Math.round(noticeText.getLineWidth() + 2 * PADDING);
        float height = Math.round(noticeText.getLineHeight() + 2 * PADDING);
        noticeBackdrop.setLocalScale(width, height, 1);
        notice.setLocalTranslation(Math.round((getApplication().getGuiViewPort().getCamera().getWidth() - width) / 2), MARGIN, 0);
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(notice);
        noticeLeft = NOTICE_SECONDS;
    }

    private void hideNotice() {
        notice.removeFromParent();
        noticeLeft = 0;
    }
}
