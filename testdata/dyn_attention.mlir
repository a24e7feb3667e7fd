// Scaled dot-product attention, 2 heads of 64, dynamic sequence length:
// softmax(Q K^T / 8) V with Q, K, V of shape (2, seq, 64).
func.func @main(%q: tensor<2x?x64xf32>, %k: tensor<2x?x64xf32>, %v: tensor<2x?x64xf32>) -> tensor<2x?x64xf32> {
  %c1 = arith.constant 1 : index
  %scale = arith.constant 0.125 : f32
  %m = tensor.dim %q, %c1 : tensor<2x?x64xf32>
  %e = tensor.empty(%m) : tensor<2x?x64xf32>
  %r = iree_linalg_ext.attention <indexing_maps = [
         affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>,
         affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2)>,
         affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>,
         affine_map<(d0, d1, d2, d3, d4) -> ()>,
         affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>]>
         ins(%q, %k, %v, %scale : tensor<2x?x64xf32>, tensor<2x?x64xf32>, tensor<2x?x64xf32>, f32)
         outs(%e : tensor<2x?x64xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<2x?x64xf32>
  return %r : tensor<2x?x64xf32>
}
