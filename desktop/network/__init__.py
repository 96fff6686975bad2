"""Tables across computers (issue 25): what crosses the wire and both ends of it.

It owns the protocol (`protocol.py`: the line-delimited JSON envelope, its caps and checks, join
codes and resume tokens; documented in docs/PROTOCOL.md), the host (`host.py`: a QTcpServer that
serves a local `GameSession`'s remote seats, one view per seat, and defends itself against hostile
clients), the client connection (`client.py`: QTcpSocket, resume token, reconnection with backoff),
the remote table (`remote.py`: `RemoteTable`, a `desktop.session.table.Table` built only from the
views its host sends), the mDNS announcement (`announce.py`, fails soft) and the headless commands
(`__main__.py`: `python -m desktop.network host|join ...`). The engine state never leaves the host.
"""
