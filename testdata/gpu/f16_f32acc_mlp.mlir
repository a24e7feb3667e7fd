// A two-layer MLP on a runtime-sized batch, f16 in and f32 accumulators: the matmuls both AMD's
// MFMA (gfx942 has none accumulating in f16) and NVIDIA's MMA intrinsics take (tune --ranges on GPUs).
func.func @main(%x: tensor<?x512xf16>, %w1: tensor<512x1024xf16>, %w2: tensor<1024x256xf16>) -> tensor<?x256xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %m = tensor.dim %x, %c0 : tensor<?x512xf16>
  %e1 = tensor.empty(%m) : tensor<?x1024xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x1024xf32>) -> tensor<?x1024xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<?x512xf16>, tensor<512x1024xf16>) outs(%f1 : tensor<?x1024xf32>) -> tensor<?x1024xf32>
  %e1h = tensor.empty(%m) : tensor<?x1024xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<?x1024xf32>) outs(%e1h : tensor<?x1024xf16>) {
  ^bb0(%a: f32, %b: f16):
    %z = arith.maximumf %a, %zero : f32
    %t = arith.truncf %z : f32 to f16
    linalg.yield %t : f16
  } -> tensor<?x1024xf16>
  %e2 = tensor.empty(%m) : tensor<?x256xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<?x256xf32>) -> tensor<?x256xf32>
  %y = linalg.matmul ins(%r, %w2 : tensor<?x1024xf16>, tensor<1024x256xf16>) outs(%f2 : tensor<?x256xf32>) -> tensor<?x256xf32>
  return %y : tensor<?x256xf32>
}
