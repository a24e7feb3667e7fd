// One dispatch size comes from tensor DATA: %n[0] rows of %x are taken with
// tensor.extract_slice (size = value of %n[0], must be <= rows of %x) and
// multiplied by a 16x16 matrix built from the column sums of %x. The
// column-sum dispatch depends only on the input dims; its result is an
// intermediate, so its buffer is not packed with the data-sized output.
func.func @main(%x: tensor<?x16xf32>, %n: tensor<1xi32>) -> tensor<?x16xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %e1 = tensor.empty() : tensor<16xf32>
  %f1 = linalg.fill ins(%cst : f32) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %cs = linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(j)>], iterator_types = ["reduction","parallel"]} ins(%x : tensor<?x16xf32>) outs(%f1 : tensor<16xf32>) {
  ^bb0(%a: f32, %b: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16x16xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(i,j)->(j)>, affine_map<(i,j)->(i,j)>], iterator_types = ["parallel","parallel"]} ins(%cs : tensor<16xf32>) outs(%e2 : tensor<16x16xf32>) {
  ^bb0(%a: f32, %b: f32):
    %t = arith.mulf %a, %half : f32
    linalg.yield %t : f32
  } -> tensor<16x16xf32>
  %v = tensor.extract %n[%c0] : tensor<1xi32>
  %k = arith.index_cast %v : i32 to index
  %s = tensor.extract_slice %x[0, 0] [%k, 16] [1, 1] : tensor<?x16xf32> to tensor<?x16xf32>
  %e0 = tensor.empty(%k) : tensor<?x16xf32>
  %f0 = linalg.fill ins(%cst : f32) outs(%e0 : tensor<?x16xf32>) -> tensor<?x16xf32>
  %mm = linalg.matmul ins(%s, %w : tensor<?x16xf32>, tensor<16x16xf32>) outs(%f0 : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %mm : tensor<?x16xf32>
}
