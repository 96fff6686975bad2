"""The pieces of the 3D Pueblo board that talk to pyqtgraph.opengl directly: uploading a triangle
soup, the chieftain's figure, the label occlusion test and pyqtgraph's shader caches (per context, or
per share group). Imported only by scene.py, which is imported only when OpenGL is usable (see
board.py), and by the start-up's warm-up (warm.py), after it has imported pyqtgraph.opengl."""
from __future__ import annotations

import threading

import numpy as np
import pyqtgraph.opengl as gl
from pyqtgraph.opengl import MeshData
from PySide6.QtGui import QOpenGLContext

from desktop.games.pueblo import picking

#: the context the programs were last checked for (every frame asks: this is its fast path)
_cache_context = None
#: whose programs pyqtgraph's caches hold: a context, or _SHARED (one of the application's global share
#: group, AA_ShareOpenGLContexts: valid in every context of the group, which lives as long as the app)
_owner: object = None
_SHARED = object()
#: held while the caches are reset or filled (the start-up's warm-up fills them on its thread: warm.py)
SHADER_LOCK = threading.Lock()


def _shares_global(context) -> bool:
    shared = QOpenGLContext.globalShareContext()
    return shared is not None and context is not None and QOpenGLContext.areSharing(context, shared)


def own_shader_caches(context) -> None:
    """pyqtgraph keeps compiled shader programs in class-level caches tied to the first GL context.
    A new board (a new game, a new test) has a new context: the programs are kept when both share the
    application's global share context (AA_ShareOpenGLContexts, as the app and the tests set it), else
    forgotten so they are compiled again in this one."""
    global _cache_context, _owner
    if context is _cache_context:
        return
    with SHADER_LOCK:
        _cache_context = context
        owner = _SHARED if _shares_global(context) else context
        if owner is _owner:
            return
        _owner = owner
        forget_programs()


def forget_programs() -> None:
    """Empties pyqtgraph's program caches (compiled again in the next context that draws)."""
    from pyqtgraph.opengl import shaders
    from pyqtgraph.opengl.items import GLImageItem, GLLinePlotItem, GLScatterPlotItem
    for program in shaders.ShaderProgram.names.values():
        program.prog = None
        for shader in program.shaders:
            shader.compiled = None
    for module, name in ((GLImageItem, "GLImageItem"), (GLLinePlotItem, "GLLinePlotItem"),
                         (GLScatterPlotItem, "GLScatterPlotItem")):
        getattr(module, name)._shaderProgram = None


def programs_ready() -> bool:
    """True once a board (or the warm-up) has claimed pyqtgraph's caches. Call with SHADER_LOCK held."""
    return _owner is not None


def compile_programs(context) -> None:
    """Compiles the programs the board draws with, in `context` (current, sharing the global share
    context), for every board to use: the warm-up's (warm.py). Call with SHADER_LOCK held."""
    global _owner
    from pyqtgraph.opengl import shaders
    from pyqtgraph.opengl.items.GLImageItem import GLImageItem
    from pyqtgraph.opengl.items.GLLinePlotItem import GLLinePlotItem
    if not _shares_global(context):
        return
    es2_compat = context.hasExtension(b"GL_ARB_ES2_compatibility")
    for name in (None, "shaded"):   # the meshes' (GLMeshItem, shader=None), the chieftain's
        shaders.getShaderProgram(name).program(es2_compat=es2_compat)
    GLImageItem.getShaderProgram()
    GLLinePlotItem.getShaderProgram()
    _owner = _SHARED


def occluded_all(eye: np.ndarray, points, cubes: np.ndarray) -> np.ndarray:
    """For each point, True when a cube stands between the camera and it (one batched slab test:
    the 36 space numbers and the labels each frame)."""
    points = np.asarray(points, dtype=np.float64).reshape(-1, 3)
    if len(cubes) == 0:
        return np.zeros(len(points), dtype=bool)
    d = points - eye
    length = np.linalg.norm(d, axis=1)
    direction = d / np.where(length > 0, length, 1.0)[:, None]
    tmin, hit = picking.ray_boxes(eye, direction[:, None, :], cubes, cubes + 1.0)
    return (hit & (tmin < (length - 0.05)[:, None])).any(axis=1) & (length > 0)


def occluded(eye: np.ndarray, point, cubes: np.ndarray) -> bool:
    """True when a cube stands between the camera and `point`."""
    return bool(occluded_all(eye, [point], cubes)[0])


def set_tris(item: gl.GLMeshItem, tris: np.ndarray, colours: np.ndarray) -> None:
    """Face-indexed triangles (T, 3, 3) with one colour (T, 4) each."""
    tris = np.ascontiguousarray(tris, dtype=np.float32).reshape(-1, 3, 3)
    colours = np.asarray(colours, dtype=np.float32).reshape(-1, 4)
    item.setMeshData(vertexes=tris, vertexColors=np.ascontiguousarray(np.repeat(colours[:, None, :], 3, axis=1)))


def chieftain_items() -> list[tuple[gl.GLMeshItem, tuple[float, float, float]]]:
    """The chieftain: a robed body, a head, a feathered headdress, and a pointer toward his gaze."""
    body = MeshData.cylinder(rows=1, cols=20, radius=[0.30, 0.14], length=0.78)
    head = MeshData.sphere(rows=10, cols=16, radius=0.15)
    feather = MeshData.cylinder(rows=1, cols=8, radius=[0.05, 0.0], length=0.32)
    items = []
    b = gl.GLMeshItem(meshdata=body, smooth=True, shader="shaded", color=(0.55, 0.30, 0.10, 1.0),
                      glOptions="opaque")
    items.append(b)
    h = gl.GLMeshItem(meshdata=head, smooth=True, shader="shaded", color=(0.92, 0.70, 0.38, 1.0),
                      glOptions="opaque")
    items.append(h)
    f = gl.GLMeshItem(meshdata=feather, smooth=True, shader="shaded", color=(0.98, 0.96, 0.9, 1.0),
                      glOptions="opaque")
    items.append(f)
    # the gaze pointer on the ground: an arrow pointing along +x before rotation
    arrow = np.array([[(0.22, -0.16, 0.02), (0.48, 0.0, 0.02), (0.22, 0.16, 0.02)]], dtype=np.float32)
    a = gl.GLMeshItem(smooth=False, shader=None, glOptions="opaque", computeNormals=False)
    set_tris(a, arrow, np.array([(0.98, 0.92, 0.55, 1.0)], dtype=np.float32))
    items.append(a)
    offsets = [(0, 0, 0), (0, 0, 0.93), (-0.05, 0, 1.02), (0, 0, 0)]
    return list(zip(items, offsets, strict=True))
