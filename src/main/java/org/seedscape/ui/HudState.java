package org.seedscape.ui;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.font.BitmapFont;
import com.jme3.font.BitmapText;
import com.jme3.math.ColorRGBA;
import java.util.function.Supplier;
import org.seedscape.player.Controls;
import org.seedscape.player.PlayerState;
import org.seedscape.stream.Ground;
import org.seedscape.stream.StreamStats;

/**
 * The text overlay: a loading line in the middle of the screen until the view square is covered,
 * then a status line (mode, position, height above ground, tiles) and the key help.
 */
public final class HudState extends BaseAppState {
    private static final float REFRESH_SECONDS = 0.25f;
    private final Supplier<StreamStats> stats;
    private final Ground ground;
    private final PlayerState player;
    private BitmapText loading, status;
    private float sinceRefresh = REFRESH_SECONDS;

    public HudState(Supplier<StreamStats> stats, Ground ground, PlayerState player) {
        this.stats = stats;
        this.ground = ground;
        this.player = player;
    }

    @Override
    protected void initialize(Application app) {
        BitmapFont font = app.getAssetManager().loadFont("Interface/Fonts/Default.fnt");
        loading = new BitmapText(font);
        loading.setSize(font.getCharSet().getRenderedSize() * 1.5f);
        loading.setColor(ColorRGBA.White);
        status = new BitmapText(font);
        status.setColor(ColorRGBA.White);
        status.setLocalTranslation(10, app.getCamera().getHeight() - 10, 0);
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        SimpleApplication app = (SimpleApplication) getApplication();
        app.getGuiNode().attachChild(loading);
        app.getGuiNode().attachChild(status);
    }

    @Override
    protected void onDisable() {
        loading.removeFromParent();
        status.removeFromParent();
    }

    @Override
    public void update(float tpf) {
        sinceRefresh += tpf;
        if (sinceRefresh < REFRESH_SECONDS) {
            return;
        }
        sinceRefresh = 0;
        int w = getApplication().getCamera().getWidth(), h = getApplication().getCamera().getHeight();
        StreamStats now = stats.get();
        if (!now.covered()) {
            loading.setText(String.format("Loading terrain... %d tiles generated", now.tilesGenerated()));
            loading.setLocalTranslation((w - loading.getLineWidth()) / 2, h / 2f, 0);
        } else if (loading.getParent() != null) {
            loading.removeFromParent();
        }
        status.setText(String.format("%s   x %.0f  z %.0f   %.0f m above ground   %d tiles shown, %d cached (%d MB)%n%s",
                player.walking() ? "WALK" : "FLY", player.x(), player.z(), player.y() - ground.drawnHeight(player.x(), player.z()),
                now.tilesShown(), now.tilesCached(), now.cacheBytes() >> 20, Controls.help()));
    }
}
