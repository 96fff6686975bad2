"""The frozen application's entry point (PyInstaller runs this file as __main__).

Checks first that a window can be opened (desktop.launch.display_check), before Qt's GUI modules load."""
import sys

if __name__ == "__main__":
    if sys.argv[1:2] == ["--sound-server"]:   # the app's sound process (desktop/sound/player.py)
        from desktop.sound.server import serve

        sys.exit(serve(sys.argv[2:] or ["pulseaudio", "alsa"]))
    if "--self-test" not in sys.argv:
        from desktop.launch.display_check import explain

        if explain(sys.argv):
            sys.exit(1)
    from desktop.app import main

    sys.exit(main())
