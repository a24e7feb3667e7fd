// Two inputs that carry one batch size. @asserted checks they agree (as torch-mlir's
// broadcast checks do), so the shape math records the tie; @unasserted does not, and the
// compiled host code reads the batch from input 0 only (input 1's dim sizes its buffer).
func.func @asserted(%a: tensor<?x64xf32>, %b: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x64xf32>
  %d1 = tensor.dim %b, %c0 : tensor<?x64xf32>
  %same = arith.cmpi eq, %d0, %d1 : index
  cf.assert %same, "mismatched batch"
  %init = tensor.empty(%d0) : tensor<?x64xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x64xf32>, tensor<?x64xf32>) outs(%init : tensor<?x64xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  } -> tensor<?x64xf32>
  return %sum : tensor<?x64xf32>
}

func.func @unasserted(%a: tensor<?x64xf32>, %b: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x64xf32>
  %init = tensor.empty(%d0) : tensor<?x64xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x64xf32>, tensor<?x64xf32>) outs(%init : tensor<?x64xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  } -> tensor<?x64xf32>
  return %sum : tensor<?x64xf32>
}
