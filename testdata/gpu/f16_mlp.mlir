// A two-layer f16 MLP on a runtime-sized batch: the matmuls NVIDIA's MMA intrinsics take
// (f16 in, f16 out), for tuning on CUDA (tools/gpu_check.py's tune step).
func.func @main(%x: tensor<?x512xf16>, %w1: tensor<512x1024xf16>, %w2: tensor<1024x256xf16>) -> tensor<?x256xf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f16
  %m = tensor.dim %x, %c0 : tensor<?x512xf16>
  %e1 = tensor.empty(%m) : tensor<?x1024xf16>
  %f1 = linalg.fill ins(%zero : f16) outs(%e1 : tensor<?x1024xf16>) -> tensor<?x1024xf16>
  %h = linalg.matmul ins(%x, %w1 : tensor<?x512xf16>, tensor<512x1024xf16>) outs(%f1 : tensor<?x1024xf16>) -> tensor<?x1024xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<?x1024xf16>) outs(%e1 : tensor<?x1024xf16>) {
  ^bb0(%a: f16, %b: f16):
    %z = arith.maximumf %a, %zero : f16
    linalg.yield %z : f16
  } -> tensor<?x1024xf16>
  %e2 = tensor.empty(%m) : tensor<?x256xf16>
  %f2 = linalg.fill ins(%zero : f16) outs(%e2 : tensor<?x256xf16>) -> tensor<?x256xf16>
  %y = linalg.matmul ins(%r, %w2 : tensor<?x1024xf16>, tensor<1024x256xf16>) outs(%f2 : tensor<?x256xf16>) -> tensor<?x256xf16>
  return %y : tensor<?x256xf16>
}
