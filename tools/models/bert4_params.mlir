module @module {
  util.global private @__auto.tokens.weight = #flow.parameter.named<"model"::"tokens.weight"> : tensor<512x128xf32>
  util.global private @__auto.positions.weight = #flow.parameter.named<"model"::"positions.weight"> : tensor<512x128xf32>
  util.global private @__auto.types.weight = #flow.parameter.named<"model"::"types.weight"> : tensor<2x128xf32>
  util.global private @__auto.norm.weight = #flow.parameter.named<"model"::"norm.weight"> : tensor<128xf32>
  util.global private @__auto.norm.bias = #flow.parameter.named<"model"::"norm.bias"> : tensor<128xf32>
  util.global private @__auto.layers.0.qkv.weight = #flow.parameter.named<"model"::"layers.0.qkv.weight"> : tensor<384x128xf32>
  util.global private @__auto.layers.0.qkv.bias = #flow.parameter.named<"model"::"layers.0.qkv.bias"> : tensor<384xf32>
  util.global private @__auto.layers.0.out.weight = #flow.parameter.named<"model"::"layers.0.out.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.0.out.bias = #flow.parameter.named<"model"::"layers.0.out.bias"> : tensor<128xf32>
  util.global private @__auto.layers.0.norm1.weight = #flow.parameter.named<"model"::"layers.0.norm1.weight"> : tensor<128xf32>
  util.global private @__auto.layers.0.norm1.bias = #flow.parameter.named<"model"::"layers.0.norm1.bias"> : tensor<128xf32>
  util.global private @__auto.layers.0.up.weight = #flow.parameter.named<"model"::"layers.0.up.weight"> : tensor<512x128xf32>
  util.global private @__auto.layers.0.up.bias = #flow.parameter.named<"model"::"layers.0.up.bias"> : tensor<512xf32>
  util.global private @__auto.layers.0.down.weight = #flow.parameter.named<"model"::"layers.0.down.weight"> : tensor<128x512xf32>
  util.global private @__auto.layers.0.down.bias = #flow.parameter.named<"model"::"layers.0.down.bias"> : tensor<128xf32>
  util.global private @__auto.layers.0.norm2.weight = #flow.parameter.named<"model"::"layers.0.norm2.weight"> : tensor<128xf32>
  util.global private @__auto.layers.0.norm2.bias = #flow.parameter.named<"model"::"layers.0.norm2.bias"> : tensor<128xf32>
  util.global private @__auto.layers.1.qkv.weight = #flow.parameter.named<"model"::"layers.1.qkv.weight"> : tensor<384x128xf32>
  util.global private @__auto.layers.1.qkv.bias = #flow.parameter.named<"model"::"layers.1.qkv.bias"> : tensor<384xf32>
  util.global private @__auto.layers.1.out.weight = #flow.parameter.named<"model"::"layers.1.out.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.1.out.bias = #flow.parameter.named<"model"::"layers.1.out.bias"> : tensor<128xf32>
  util.global private @__auto.layers.1.norm1.weight = #flow.parameter.named<"model"::"layers.1.norm1.weight"> : tensor<128xf32>
  util.global private @__auto.layers.1.norm1.bias = #flow.parameter.named<"model"::"layers.1.norm1.bias"> : tensor<128xf32>
  util.global private @__auto.layers.1.up.weight = #flow.parameter.named<"model"::"layers.1.up.weight"> : tensor<512x128xf32>
  util.global private @__auto.layers.1.up.bias = #flow.parameter.named<"model"::"layers.1.up.bias"> : tensor<512xf32>
  util.global private @__auto.layers.1.down.weight = #flow.parameter.named<"model"::"layers.1.down.weight"> : tensor<128x512xf32>
  util.global private @__auto.layers.1.down.bias = #flow.parameter.named<"model"::"layers.1.down.bias"> : tensor<128xf32>
  util.global private @__auto.layers.1.norm2.weight = #flow.parameter.named<"model"::"layers.1.norm2.weight"> : tensor<128xf32>
  util.global private @__auto.layers.1.norm2.bias = #flow.parameter.named<"model"::"layers.1.norm2.bias"> : tensor<128xf32>
  util.global private @__auto.layers.2.qkv.weight = #flow.parameter.named<"model"::"layers.2.qkv.weight"> : tensor<384x128xf32>
  util.global private @__auto.layers.2.qkv.bias = #flow.parameter.named<"model"::"layers.2.qkv.bias"> : tensor<384xf32>
  util.global private @__auto.layers.2.out.weight = #flow.parameter.named<"model"::"layers.2.out.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.2.out.bias = #flow.parameter.named<"model"::"layers.2.out.bias"> : tensor<128xf32>
  util.global private @__auto.layers.2.norm1.weight = #flow.parameter.named<"model"::"layers.2.norm1.weight"> : tensor<128xf32>
  util.global private @__auto.layers.2.norm1.bias = #flow.parameter.named<"model"::"layers.2.norm1.bias"> : tensor<128xf32>
  util.global private @__auto.layers.2.up.weight = #flow.parameter.named<"model"::"layers.2.up.weight"> : tensor<512x128xf32>
  util.global private @__auto.layers.2.up.bias = #flow.parameter.named<"model"::"layers.2.up.bias"> : tensor<512xf32>
  util.global private @__auto.layers.2.down.weight = #flow.parameter.named<"model"::"layers.2.down.weight"> : tensor<128x512xf32>
  util.global private @__auto.layers.2.down.bias = #flow.parameter.named<"model"::"layers.2.down.bias"> : tensor<128xf32>
  util.global private @__auto.layers.2.norm2.weight = #flow.parameter.named<"model"::"layers.2.norm2.weight"> : tensor<128xf32>
  util.global private @__auto.layers.2.norm2.bias = #flow.parameter.named<"model"::"layers.2.norm2.bias"> : tensor<128xf32>
  util.global private @__auto.layers.3.qkv.weight = #flow.parameter.named<"model"::"layers.3.qkv.weight"> : tensor<384x128xf32>
  util.global private @__auto.layers.3.qkv.bias = #flow.parameter.named<"model"::"layers.3.qkv.bias"> : tensor<384xf32>
  util.global private @__auto.layers.3.out.weight = #flow.parameter.named<"model"::"layers.3.out.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.3.out.bias = #flow.parameter.named<"model"::"layers.3.out.bias"> : tensor<128xf32>
  util.global private @__auto.layers.3.norm1.weight = #flow.parameter.named<"model"::"layers.3.norm1.weight"> : tensor<128xf32>
  util.global private @__auto.layers.3.norm1.bias = #flow.parameter.named<"model"::"layers.3.norm1.bias"> : tensor<128xf32>
  util.global private @__auto.layers.3.up.weight = #flow.parameter.named<"model"::"layers.3.up.weight"> : tensor<512x128xf32>
  util.global private @__auto.layers.3.up.bias = #flow.parameter.named<"model"::"layers.3.up.bias"> : tensor<512xf32>
  util.global private @__auto.layers.3.down.weight = #flow.parameter.named<"model"::"layers.3.down.weight"> : tensor<128x512xf32>
  util.global private @__auto.layers.3.down.bias = #flow.parameter.named<"model"::"layers.3.down.bias"> : tensor<128xf32>
  util.global private @__auto.layers.3.norm2.weight = #flow.parameter.named<"model"::"layers.3.norm2.weight"> : tensor<128xf32>
  util.global private @__auto.layers.3.norm2.bias = #flow.parameter.named<"model"::"layers.3.norm2.bias"> : tensor<128xf32>
  func.func @main(%arg0: !torch.vtensor<[?,?],si64>, %arg1: !torch.vtensor<[?,?],si64>, %arg2: !torch.vtensor<[?,?],si64>) -> !torch.vtensor<[?,?,128],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.symbolic_int "s27" {min_val = 1, max_val = 16} : !torch.int
    %1 = torch.symbolic_int "s0" {min_val = 2, max_val = 512} : !torch.int
    torch.bind_symbolic_shape %arg0, [%1, %0], affine_map<()[s0, s1] -> (s1, s0)> : !torch.vtensor<[?,?],si64>
    torch.bind_symbolic_shape %arg1, [%1, %0], affine_map<()[s0, s1] -> (s1, s0)> : !torch.vtensor<[?,?],si64>
    torch.bind_symbolic_shape %arg2, [%1, %0], affine_map<()[s0, s1] -> (s1, s0)> : !torch.vtensor<[?,?],si64>
    %int0 = torch.constant.int 0
    %2 = torch.aten.size.int %arg1, %int0 : !torch.vtensor<[?,?],si64>, !torch.int -> !torch.int
    %int1 = torch.constant.int 1
    %3 = torch.aten.size.int %arg2, %int1 : !torch.vtensor<[?,?],si64>, !torch.int -> !torch.int
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %4 = torch.aten.arange %3, %none, %none_0, %cpu, %false : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %4, [%1], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %int0_1 = torch.constant.int 0
    %5 = torch.aten.unsqueeze %4, %int0_1 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %5, [%1], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %__auto.tokens.weight = util.global.load @__auto.tokens.weight : tensor<512x128xf32>
    %6 = torch_c.from_builtin_tensor %__auto.tokens.weight : tensor<512x128xf32> -> !torch.vtensor<[512,128],f32>
    %int-1 = torch.constant.int -1
    %false_2 = torch.constant.bool false
    %false_3 = torch.constant.bool false
    %7 = torch.aten.embedding %6, %arg0, %int-1, %false_2, %false_3 : !torch.vtensor<[512,128],f32>, !torch.vtensor<[?,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %7, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %__auto.positions.weight = util.global.load @__auto.positions.weight : tensor<512x128xf32>
    %8 = torch_c.from_builtin_tensor %__auto.positions.weight : tensor<512x128xf32> -> !torch.vtensor<[512,128],f32>
    %int-1_4 = torch.constant.int -1
    %false_5 = torch.constant.bool false
    %false_6 = torch.constant.bool false
    %9 = torch.aten.embedding %8, %5, %int-1_4, %false_5, %false_6 : !torch.vtensor<[512,128],f32>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,?,128],f32>
    torch.bind_symbolic_shape %9, [%1], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %int1_7 = torch.constant.int 1
    %10 = torch.aten.add.Tensor %7, %9, %int1_7 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[1,?,128],f32>, !torch.int -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %10, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %__auto.types.weight = util.global.load @__auto.types.weight : tensor<2x128xf32>
    %11 = torch_c.from_builtin_tensor %__auto.types.weight : tensor<2x128xf32> -> !torch.vtensor<[2,128],f32>
    %int-1_8 = torch.constant.int -1
    %false_9 = torch.constant.bool false
    %false_10 = torch.constant.bool false
    %12 = torch.aten.embedding %11, %arg2, %int-1_8, %false_9, %false_10 : !torch.vtensor<[2,128],f32>, !torch.vtensor<[?,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %12, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int1_11 = torch.constant.int 1
    %13 = torch.aten.add.Tensor %10, %12, %int1_11 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>, !torch.int -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %13, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int128 = torch.constant.int 128
    %14 = torch.prim.ListConstruct %int128 : (!torch.int) -> !torch.list<int>
    %__auto.norm.weight = util.global.load @__auto.norm.weight : tensor<128xf32>
    %15 = torch_c.from_builtin_tensor %__auto.norm.weight : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %__auto.norm.bias = util.global.load @__auto.norm.bias : tensor<128xf32>
    %16 = torch_c.from_builtin_tensor %__auto.norm.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %false_12 = torch.constant.bool false
    %17 = torch.aten.layer_norm %13, %14, %15, %16, %float1.000000e-05, %false_12 : !torch.vtensor<[?,?,128],f32>, !torch.list<int>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.float, !torch.bool -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %17, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int1_13 = torch.constant.int 1
    %18 = torch.aten.unsqueeze %arg1, %int1_13 : !torch.vtensor<[?,?],si64>, !torch.int -> !torch.vtensor<[?,1,?],si64>
    torch.bind_symbolic_shape %18, [%1, %0], affine_map<()[s0, s1] -> (s1, 1, s0)> : !torch.vtensor<[?,1,?],si64>
    %int2 = torch.constant.int 2
    %19 = torch.aten.unsqueeze %18, %int2 : !torch.vtensor<[?,1,?],si64>, !torch.int -> !torch.vtensor<[?,1,1,?],si64>
    torch.bind_symbolic_shape %19, [%1, %0], affine_map<()[s0, s1] -> (s1, 1, 1, s0)> : !torch.vtensor<[?,1,1,?],si64>
    %none_14 = torch.constant.none
    %none_15 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu_16 = torch.constant.device "cpu"
    %int0_17 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %19, %none_14, %none_15, %int4, %cpu_16, %int0_17 : !torch.vtensor<[?,1,1,?],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %20 = torch.prims.convert_element_type %19, %int6 : !torch.vtensor<[?,1,1,?],si64>, !torch.int -> !torch.vtensor<[?,1,1,?],f32>
    torch.bind_symbolic_shape %20, [%1, %0], affine_map<()[s0, s1] -> (s1, 1, 1, s0)> : !torch.vtensor<[?,1,1,?],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %int1_18 = torch.constant.int 1
    %21 = torch.aten.rsub.Scalar %20, %float1.000000e00, %int1_18 : !torch.vtensor<[?,1,1,?],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,1,1,?],f32>
    torch.bind_symbolic_shape %21, [%1, %0], affine_map<()[s0, s1] -> (s1, 1, 1, s0)> : !torch.vtensor<[?,1,1,?],f32>
    %float-1.000000e04 = torch.constant.float -1.000000e+04
    %22 = torch.aten.mul.Scalar %21, %float-1.000000e04 : !torch.vtensor<[?,1,1,?],f32>, !torch.float -> !torch.vtensor<[?,1,1,?],f32>
    torch.bind_symbolic_shape %22, [%1, %0], affine_map<()[s0, s1] -> (s1, 1, 1, s0)> : !torch.vtensor<[?,1,1,?],f32>
    %__auto.layers.0.qkv.weight = util.global.load @__auto.layers.0.qkv.weight : tensor<384x128xf32>
    %23 = torch_c.from_builtin_tensor %__auto.layers.0.qkv.weight : tensor<384x128xf32> -> !torch.vtensor<[384,128],f32>
    %__auto.layers.0.qkv.bias = util.global.load @__auto.layers.0.qkv.bias : tensor<384xf32>
    %24 = torch_c.from_builtin_tensor %__auto.layers.0.qkv.bias : tensor<384xf32> -> !torch.vtensor<[384],f32>
    %25 = torch.aten.linear %17, %23, %24 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[384,128],f32>, !torch.vtensor<[384],f32> -> !torch.vtensor<[?,?,384],f32>
    torch.bind_symbolic_shape %25, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 384)> : !torch.vtensor<[?,?,384],f32>
    %int128_19 = torch.constant.int 128
    %int-1_20 = torch.constant.int -1
    %26 = torch.aten.split.Tensor %25, %int128_19, %int-1_20 : !torch.vtensor<[?,?,384],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
    %27:3 = torch.prim.ListUnpack %26 : !torch.list<vtensor> -> !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %27#0, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %27#1, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %27#2, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int4_21 = torch.constant.int 4
    %int32 = torch.constant.int 32
    %28 = torch.prim.ListConstruct %2, %3, %int4_21, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %29 = torch.aten.view %27#0, %28 : !torch.vtensor<[?,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %29, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int1_22 = torch.constant.int 1
    %int2_23 = torch.constant.int 2
    %30 = torch.aten.transpose.int %29, %int1_22, %int2_23 : !torch.vtensor<[?,?,4,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %30, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int4_24 = torch.constant.int 4
    %int32_25 = torch.constant.int 32
    %31 = torch.prim.ListConstruct %2, %3, %int4_24, %int32_25 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %32 = torch.aten.view %27#1, %31 : !torch.vtensor<[?,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %32, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int1_26 = torch.constant.int 1
    %int2_27 = torch.constant.int 2
    %33 = torch.aten.transpose.int %32, %int1_26, %int2_27 : !torch.vtensor<[?,?,4,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %33, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int4_28 = torch.constant.int 4
    %int32_29 = torch.constant.int 32
    %34 = torch.prim.ListConstruct %2, %3, %int4_28, %int32_29 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %35 = torch.aten.view %27#2, %34 : !torch.vtensor<[?,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %35, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int1_30 = torch.constant.int 1
    %int2_31 = torch.constant.int 2
    %36 = torch.aten.transpose.int %35, %int1_30, %int2_31 : !torch.vtensor<[?,?,4,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %36, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int-1_32 = torch.constant.int -1
    %int-2 = torch.constant.int -2
    %37 = torch.aten.transpose.int %33, %int-1_32, %int-2 : !torch.vtensor<[?,4,?,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,32,?],f32>
    torch.bind_symbolic_shape %37, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, 32, s0)> : !torch.vtensor<[?,4,32,?],f32>
    %38 = torch.aten.matmul %30, %37 : !torch.vtensor<[?,4,?,32],f32>, !torch.vtensor<[?,4,32,?],f32> -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %38, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %float1.767770e-01 = torch.constant.float 0.17677669529663689
    %39 = torch.aten.mul.Scalar %38, %float1.767770e-01 : !torch.vtensor<[?,4,?,?],f32>, !torch.float -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %39, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %int1_33 = torch.constant.int 1
    %40 = torch.aten.add.Tensor %39, %22, %int1_33 : !torch.vtensor<[?,4,?,?],f32>, !torch.vtensor<[?,1,1,?],f32>, !torch.int -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %40, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %int-1_34 = torch.constant.int -1
    %none_35 = torch.constant.none
    %41 = torch.aten.softmax.int %40, %int-1_34, %none_35 : !torch.vtensor<[?,4,?,?],f32>, !torch.int, !torch.none -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %41, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %42 = torch.aten.matmul %41, %36 : !torch.vtensor<[?,4,?,?],f32>, !torch.vtensor<[?,4,?,32],f32> -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %42, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int1_36 = torch.constant.int 1
    %int2_37 = torch.constant.int 2
    %43 = torch.aten.transpose.int %42, %int1_36, %int2_37 : !torch.vtensor<[?,4,?,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %43, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int0_38 = torch.constant.int 0
    %44 = torch.aten.clone %43, %int0_38 : !torch.vtensor<[?,?,4,32],f32>, !torch.int -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %44, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int128_39 = torch.constant.int 128
    %45 = torch.prim.ListConstruct %2, %3, %int128_39 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %46 = torch.aten._unsafe_view %44, %45 : !torch.vtensor<[?,?,4,32],f32>, !torch.list<int> -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %46, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %__auto.layers.0.out.weight = util.global.load @__auto.layers.0.out.weight : tensor<128x128xf32>
    %47 = torch_c.from_builtin_tensor %__auto.layers.0.out.weight : tensor<128x128xf32> -> !torch.vtensor<[128,128],f32>
    %__auto.layers.0.out.bias = util.global.load @__auto.layers.0.out.bias : tensor<128xf32>
    %48 = torch_c.from_builtin_tensor %__auto.layers.0.out.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %49 = torch.aten.linear %46, %47, %48 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[128,128],f32>, !torch.vtensor<[128],f32> -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %49, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int1_40 = torch.constant.int 1
    %50 = torch.aten.add.Tensor %17, %49, %int1_40 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>, !torch.int -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %50, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int128_41 = torch.constant.int 128
    %51 = torch.prim.ListConstruct %int128_41 : (!torch.int) -> !torch.list<int>
    %__auto.layers.0.norm1.weight = util.global.load @__auto.layers.0.norm1.weight : tensor<128xf32>
    %52 = torch_c.from_builtin_tensor %__auto.layers.0.norm1.weight : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %__auto.layers.0.norm1.bias = util.global.load @__auto.layers.0.norm1.bias : tensor<128xf32>
    %53 = torch_c.from_builtin_tensor %__auto.layers.0.norm1.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %float1.000000e-05_42 = torch.constant.float 1.000000e-05
    %false_43 = torch.constant.bool false
    %54 = torch.aten.layer_norm %50, %51, %52, %53, %float1.000000e-05_42, %false_43 : !torch.vtensor<[?,?,128],f32>, !torch.list<int>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.float, !torch.bool -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %54, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %__auto.layers.0.up.weight = util.global.load @__auto.layers.0.up.weight : tensor<512x128xf32>
    %55 = torch_c.from_builtin_tensor %__auto.layers.0.up.weight : tensor<512x128xf32> -> !torch.vtensor<[512,128],f32>
    %__auto.layers.0.up.bias = util.global.load @__auto.layers.0.up.bias : tensor<512xf32>
    %56 = torch_c.from_builtin_tensor %__auto.layers.0.up.bias : tensor<512xf32> -> !torch.vtensor<[512],f32>
    %57 = torch.aten.linear %54, %55, %56 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[512,128],f32>, !torch.vtensor<[512],f32> -> !torch.vtensor<[?,?,512],f32>
    torch.bind_symbolic_shape %57, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 512)> : !torch.vtensor<[?,?,512],f32>
    %str = torch.constant.str "none"
    %58 = torch.aten.gelu %57, %str : !torch.vtensor<[?,?,512],f32>, !torch.str -> !torch.vtensor<[?,?,512],f32>
    torch.bind_symbolic_shape %58, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 512)> : !torch.vtensor<[?,?,512],f32>
    %__auto.layers.0.down.weight = util.global.load @__auto.layers.0.down.weight : tensor<128x512xf32>
    %59 = torch_c.from_builtin_tensor %__auto.layers.0.down.weight : tensor<128x512xf32> -> !torch.vtensor<[128,512],f32>
    %__auto.layers.0.down.bias = util.global.load @__auto.layers.0.down.bias : tensor<128xf32>
    %60 = torch_c.from_builtin_tensor %__auto.layers.0.down.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %61 = torch.aten.linear %58, %59, %60 : !torch.vtensor<[?,?,512],f32>, !torch.vtensor<[128,512],f32>, !torch.vtensor<[128],f32> -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %61, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int1_44 = torch.constant.int 1
    %62 = torch.aten.add.Tensor %54, %61, %int1_44 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>, !torch.int -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %62, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int128_45 = torch.constant.int 128
    %63 = torch.prim.ListConstruct %int128_45 : (!torch.int) -> !torch.list<int>
    %__auto.layers.0.norm2.weight = util.global.load @__auto.layers.0.norm2.weight : tensor<128xf32>
    %64 = torch_c.from_builtin_tensor %__auto.layers.0.norm2.weight : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %__auto.layers.0.norm2.bias = util.global.load @__auto.layers.0.norm2.bias : tensor<128xf32>
    %65 = torch_c.from_builtin_tensor %__auto.layers.0.norm2.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %float1.000000e-05_46 = torch.constant.float 1.000000e-05
    %false_47 = torch.constant.bool false
    %66 = torch.aten.layer_norm %62, %63, %64, %65, %float1.000000e-05_46, %false_47 : !torch.vtensor<[?,?,128],f32>, !torch.list<int>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.float, !torch.bool -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %66, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %__auto.layers.1.qkv.weight = util.global.load @__auto.layers.1.qkv.weight : tensor<384x128xf32>
    %67 = torch_c.from_builtin_tensor %__auto.layers.1.qkv.weight : tensor<384x128xf32> -> !torch.vtensor<[384,128],f32>
    %__auto.layers.1.qkv.bias = util.global.load @__auto.layers.1.qkv.bias : tensor<384xf32>
    %68 = torch_c.from_builtin_tensor %__auto.layers.1.qkv.bias : tensor<384xf32> -> !torch.vtensor<[384],f32>
    %69 = torch.aten.linear %66, %67, %68 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[384,128],f32>, !torch.vtensor<[384],f32> -> !torch.vtensor<[?,?,384],f32>
    torch.bind_symbolic_shape %69, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 384)> : !torch.vtensor<[?,?,384],f32>
    %int128_48 = torch.constant.int 128
    %int-1_49 = torch.constant.int -1
    %70 = torch.aten.split.Tensor %69, %int128_48, %int-1_49 : !torch.vtensor<[?,?,384],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
    %71:3 = torch.prim.ListUnpack %70 : !torch.list<vtensor> -> !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %71#0, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %71#1, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %71#2, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int4_50 = torch.constant.int 4
    %int32_51 = torch.constant.int 32
    %72 = torch.prim.ListConstruct %2, %3, %int4_50, %int32_51 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %73 = torch.aten.view %71#0, %72 : !torch.vtensor<[?,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %73, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int1_52 = torch.constant.int 1
    %int2_53 = torch.constant.int 2
    %74 = torch.aten.transpose.int %73, %int1_52, %int2_53 : !torch.vtensor<[?,?,4,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %74, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int4_54 = torch.constant.int 4
    %int32_55 = torch.constant.int 32
    %75 = torch.prim.ListConstruct %2, %3, %int4_54, %int32_55 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %76 = torch.aten.view %71#1, %75 : !torch.vtensor<[?,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %76, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int1_56 = torch.constant.int 1
    %int2_57 = torch.constant.int 2
    %77 = torch.aten.transpose.int %76, %int1_56, %int2_57 : !torch.vtensor<[?,?,4,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %77, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int4_58 = torch.constant.int 4
    %int32_59 = torch.constant.int 32
    %78 = torch.prim.ListConstruct %2, %3, %int4_58, %int32_59 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %79 = torch.aten.view %71#2, %78 : !torch.vtensor<[?,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %79, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int1_60 = torch.constant.int 1
    %int2_61 = torch.constant.int 2
    %80 = torch.aten.transpose.int %79, %int1_60, %int2_61 : !torch.vtensor<[?,?,4,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %80, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int-1_62 = torch.constant.int -1
    %int-2_63 = torch.constant.int -2
    %81 = torch.aten.transpose.int %77, %int-1_62, %int-2_63 : !torch.vtensor<[?,4,?,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,32,?],f32>
    torch.bind_symbolic_shape %81, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, 32, s0)> : !torch.vtensor<[?,4,32,?],f32>
    %82 = torch.aten.matmul %74, %81 : !torch.vtensor<[?,4,?,32],f32>, !torch.vtensor<[?,4,32,?],f32> -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %82, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %float1.767770e-01_64 = torch.constant.float 0.17677669529663689
    %83 = torch.aten.mul.Scalar %82, %float1.767770e-01_64 : !torch.vtensor<[?,4,?,?],f32>, !torch.float -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %83, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %int1_65 = torch.constant.int 1
    %84 = torch.aten.add.Tensor %83, %22, %int1_65 : !torch.vtensor<[?,4,?,?],f32>, !torch.vtensor<[?,1,1,?],f32>, !torch.int -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %84, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %int-1_66 = torch.constant.int -1
    %none_67 = torch.constant.none
    %85 = torch.aten.softmax.int %84, %int-1_66, %none_67 : !torch.vtensor<[?,4,?,?],f32>, !torch.int, !torch.none -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %85, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %86 = torch.aten.matmul %85, %80 : !torch.vtensor<[?,4,?,?],f32>, !torch.vtensor<[?,4,?,32],f32> -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %86, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int1_68 = torch.constant.int 1
    %int2_69 = torch.constant.int 2
    %87 = torch.aten.transpose.int %86, %int1_68, %int2_69 : !torch.vtensor<[?,4,?,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %87, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int0_70 = torch.constant.int 0
    %88 = torch.aten.clone %87, %int0_70 : !torch.vtensor<[?,?,4,32],f32>, !torch.int -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %88, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int128_71 = torch.constant.int 128
    %89 = torch.prim.ListConstruct %2, %3, %int128_71 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %90 = torch.aten._unsafe_view %88, %89 : !torch.vtensor<[?,?,4,32],f32>, !torch.list<int> -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %90, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %__auto.layers.1.out.weight = util.global.load @__auto.layers.1.out.weight : tensor<128x128xf32>
    %91 = torch_c.from_builtin_tensor %__auto.layers.1.out.weight : tensor<128x128xf32> -> !torch.vtensor<[128,128],f32>
    %__auto.layers.1.out.bias = util.global.load @__auto.layers.1.out.bias : tensor<128xf32>
    %92 = torch_c.from_builtin_tensor %__auto.layers.1.out.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %93 = torch.aten.linear %90, %91, %92 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[128,128],f32>, !torch.vtensor<[128],f32> -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %93, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int1_72 = torch.constant.int 1
    %94 = torch.aten.add.Tensor %66, %93, %int1_72 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>, !torch.int -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %94, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int128_73 = torch.constant.int 128
    %95 = torch.prim.ListConstruct %int128_73 : (!torch.int) -> !torch.list<int>
    %__auto.layers.1.norm1.weight = util.global.load @__auto.layers.1.norm1.weight : tensor<128xf32>
    %96 = torch_c.from_builtin_tensor %__auto.layers.1.norm1.weight : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %__auto.layers.1.norm1.bias = util.global.load @__auto.layers.1.norm1.bias : tensor<128xf32>
    %97 = torch_c.from_builtin_tensor %__auto.layers.1.norm1.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %float1.000000e-05_74 = torch.constant.float 1.000000e-05
    %false_75 = torch.constant.bool false
    %98 = torch.aten.layer_norm %94, %95, %96, %97, %float1.000000e-05_74, %false_75 : !torch.vtensor<[?,?,128],f32>, !torch.list<int>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.float, !torch.bool -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %98, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %__auto.layers.1.up.weight = util.global.load @__auto.layers.1.up.weight : tensor<512x128xf32>
    %99 = torch_c.from_builtin_tensor %__auto.layers.1.up.weight : tensor<512x128xf32> -> !torch.vtensor<[512,128],f32>
    %__auto.layers.1.up.bias = util.global.load @__auto.layers.1.up.bias : tensor<512xf32>
    %100 = torch_c.from_builtin_tensor %__auto.layers.1.up.bias : tensor<512xf32> -> !torch.vtensor<[512],f32>
    %101 = torch.aten.linear %98, %99, %100 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[512,128],f32>, !torch.vtensor<[512],f32> -> !torch.vtensor<[?,?,512],f32>
    torch.bind_symbolic_shape %101, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 512)> : !torch.vtensor<[?,?,512],f32>
    %str_76 = torch.constant.str "none"
    %102 = torch.aten.gelu %101, %str_76 : !torch.vtensor<[?,?,512],f32>, !torch.str -> !torch.vtensor<[?,?,512],f32>
    torch.bind_symbolic_shape %102, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 512)> : !torch.vtensor<[?,?,512],f32>
    %__auto.layers.1.down.weight = util.global.load @__auto.layers.1.down.weight : tensor<128x512xf32>
    %103 = torch_c.from_builtin_tensor %__auto.layers.1.down.weight : tensor<128x512xf32> -> !torch.vtensor<[128,512],f32>
    %__auto.layers.1.down.bias = util.global.load @__auto.layers.1.down.bias : tensor<128xf32>
    %104 = torch_c.from_builtin_tensor %__auto.layers.1.down.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %105 = torch.aten.linear %102, %103, %104 : !torch.vtensor<[?,?,512],f32>, !torch.vtensor<[128,512],f32>, !torch.vtensor<[128],f32> -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %105, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int1_77 = torch.constant.int 1
    %106 = torch.aten.add.Tensor %98, %105, %int1_77 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>, !torch.int -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %106, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int128_78 = torch.constant.int 128
    %107 = torch.prim.ListConstruct %int128_78 : (!torch.int) -> !torch.list<int>
    %__auto.layers.1.norm2.weight = util.global.load @__auto.layers.1.norm2.weight : tensor<128xf32>
    %108 = torch_c.from_builtin_tensor %__auto.layers.1.norm2.weight : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %__auto.layers.1.norm2.bias = util.global.load @__auto.layers.1.norm2.bias : tensor<128xf32>
    %109 = torch_c.from_builtin_tensor %__auto.layers.1.norm2.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %float1.000000e-05_79 = torch.constant.float 1.000000e-05
    %false_80 = torch.constant.bool false
    %110 = torch.aten.layer_norm %106, %107, %108, %109, %float1.000000e-05_79, %false_80 : !torch.vtensor<[?,?,128],f32>, !torch.list<int>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.float, !torch.bool -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %110, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %__auto.layers.2.qkv.weight = util.global.load @__auto.layers.2.qkv.weight : tensor<384x128xf32>
    %111 = torch_c.from_builtin_tensor %__auto.layers.2.qkv.weight : tensor<384x128xf32> -> !torch.vtensor<[384,128],f32>
    %__auto.layers.2.qkv.bias = util.global.load @__auto.layers.2.qkv.bias : tensor<384xf32>
    %112 = torch_c.from_builtin_tensor %__auto.layers.2.qkv.bias : tensor<384xf32> -> !torch.vtensor<[384],f32>
    %113 = torch.aten.linear %110, %111, %112 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[384,128],f32>, !torch.vtensor<[384],f32> -> !torch.vtensor<[?,?,384],f32>
    torch.bind_symbolic_shape %113, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 384)> : !torch.vtensor<[?,?,384],f32>
    %int128_81 = torch.constant.int 128
    %int-1_82 = torch.constant.int -1
    %114 = torch.aten.split.Tensor %113, %int128_81, %int-1_82 : !torch.vtensor<[?,?,384],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
    %115:3 = torch.prim.ListUnpack %114 : !torch.list<vtensor> -> !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %115#0, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %115#1, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %115#2, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int4_83 = torch.constant.int 4
    %int32_84 = torch.constant.int 32
    %116 = torch.prim.ListConstruct %2, %3, %int4_83, %int32_84 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %117 = torch.aten.view %115#0, %116 : !torch.vtensor<[?,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %117, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int1_85 = torch.constant.int 1
    %int2_86 = torch.constant.int 2
    %118 = torch.aten.transpose.int %117, %int1_85, %int2_86 : !torch.vtensor<[?,?,4,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %118, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int4_87 = torch.constant.int 4
    %int32_88 = torch.constant.int 32
    %119 = torch.prim.ListConstruct %2, %3, %int4_87, %int32_88 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %120 = torch.aten.view %115#1, %119 : !torch.vtensor<[?,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %120, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int1_89 = torch.constant.int 1
    %int2_90 = torch.constant.int 2
    %121 = torch.aten.transpose.int %120, %int1_89, %int2_90 : !torch.vtensor<[?,?,4,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %121, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int4_91 = torch.constant.int 4
    %int32_92 = torch.constant.int 32
    %122 = torch.prim.ListConstruct %2, %3, %int4_91, %int32_92 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %123 = torch.aten.view %115#2, %122 : !torch.vtensor<[?,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %123, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int1_93 = torch.constant.int 1
    %int2_94 = torch.constant.int 2
    %124 = torch.aten.transpose.int %123, %int1_93, %int2_94 : !torch.vtensor<[?,?,4,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %124, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int-1_95 = torch.constant.int -1
    %int-2_96 = torch.constant.int -2
    %125 = torch.aten.transpose.int %121, %int-1_95, %int-2_96 : !torch.vtensor<[?,4,?,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,32,?],f32>
    torch.bind_symbolic_shape %125, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, 32, s0)> : !torch.vtensor<[?,4,32,?],f32>
    %126 = torch.aten.matmul %118, %125 : !torch.vtensor<[?,4,?,32],f32>, !torch.vtensor<[?,4,32,?],f32> -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %126, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %float1.767770e-01_97 = torch.constant.float 0.17677669529663689
    %127 = torch.aten.mul.Scalar %126, %float1.767770e-01_97 : !torch.vtensor<[?,4,?,?],f32>, !torch.float -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %127, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %int1_98 = torch.constant.int 1
    %128 = torch.aten.add.Tensor %127, %22, %int1_98 : !torch.vtensor<[?,4,?,?],f32>, !torch.vtensor<[?,1,1,?],f32>, !torch.int -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %128, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %int-1_99 = torch.constant.int -1
    %none_100 = torch.constant.none
    %129 = torch.aten.softmax.int %128, %int-1_99, %none_100 : !torch.vtensor<[?,4,?,?],f32>, !torch.int, !torch.none -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %129, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %130 = torch.aten.matmul %129, %124 : !torch.vtensor<[?,4,?,?],f32>, !torch.vtensor<[?,4,?,32],f32> -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %130, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int1_101 = torch.constant.int 1
    %int2_102 = torch.constant.int 2
    %131 = torch.aten.transpose.int %130, %int1_101, %int2_102 : !torch.vtensor<[?,4,?,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %131, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int0_103 = torch.constant.int 0
    %132 = torch.aten.clone %131, %int0_103 : !torch.vtensor<[?,?,4,32],f32>, !torch.int -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %132, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int128_104 = torch.constant.int 128
    %133 = torch.prim.ListConstruct %2, %3, %int128_104 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %134 = torch.aten._unsafe_view %132, %133 : !torch.vtensor<[?,?,4,32],f32>, !torch.list<int> -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %134, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %__auto.layers.2.out.weight = util.global.load @__auto.layers.2.out.weight : tensor<128x128xf32>
    %135 = torch_c.from_builtin_tensor %__auto.layers.2.out.weight : tensor<128x128xf32> -> !torch.vtensor<[128,128],f32>
    %__auto.layers.2.out.bias = util.global.load @__auto.layers.2.out.bias : tensor<128xf32>
    %136 = torch_c.from_builtin_tensor %__auto.layers.2.out.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %137 = torch.aten.linear %134, %135, %136 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[128,128],f32>, !torch.vtensor<[128],f32> -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %137, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int1_105 = torch.constant.int 1
    %138 = torch.aten.add.Tensor %110, %137, %int1_105 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>, !torch.int -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %138, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int128_106 = torch.constant.int 128
    %139 = torch.prim.ListConstruct %int128_106 : (!torch.int) -> !torch.list<int>
    %__auto.layers.2.norm1.weight = util.global.load @__auto.layers.2.norm1.weight : tensor<128xf32>
    %140 = torch_c.from_builtin_tensor %__auto.layers.2.norm1.weight : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %__auto.layers.2.norm1.bias = util.global.load @__auto.layers.2.norm1.bias : tensor<128xf32>
    %141 = torch_c.from_builtin_tensor %__auto.layers.2.norm1.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %float1.000000e-05_107 = torch.constant.float 1.000000e-05
    %false_108 = torch.constant.bool false
    %142 = torch.aten.layer_norm %138, %139, %140, %141, %float1.000000e-05_107, %false_108 : !torch.vtensor<[?,?,128],f32>, !torch.list<int>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.float, !torch.bool -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %142, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %__auto.layers.2.up.weight = util.global.load @__auto.layers.2.up.weight : tensor<512x128xf32>
    %143 = torch_c.from_builtin_tensor %__auto.layers.2.up.weight : tensor<512x128xf32> -> !torch.vtensor<[512,128],f32>
    %__auto.layers.2.up.bias = util.global.load @__auto.layers.2.up.bias : tensor<512xf32>
    %144 = torch_c.from_builtin_tensor %__auto.layers.2.up.bias : tensor<512xf32> -> !torch.vtensor<[512],f32>
    %145 = torch.aten.linear %142, %143, %144 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[512,128],f32>, !torch.vtensor<[512],f32> -> !torch.vtensor<[?,?,512],f32>
    torch.bind_symbolic_shape %145, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 512)> : !torch.vtensor<[?,?,512],f32>
    %str_109 = torch.constant.str "none"
    %146 = torch.aten.gelu %145, %str_109 : !torch.vtensor<[?,?,512],f32>, !torch.str -> !torch.vtensor<[?,?,512],f32>
    torch.bind_symbolic_shape %146, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 512)> : !torch.vtensor<[?,?,512],f32>
    %__auto.layers.2.down.weight = util.global.load @__auto.layers.2.down.weight : tensor<128x512xf32>
    %147 = torch_c.from_builtin_tensor %__auto.layers.2.down.weight : tensor<128x512xf32> -> !torch.vtensor<[128,512],f32>
    %__auto.layers.2.down.bias = util.global.load @__auto.layers.2.down.bias : tensor<128xf32>
    %148 = torch_c.from_builtin_tensor %__auto.layers.2.down.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %149 = torch.aten.linear %146, %147, %148 : !torch.vtensor<[?,?,512],f32>, !torch.vtensor<[128,512],f32>, !torch.vtensor<[128],f32> -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %149, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int1_110 = torch.constant.int 1
    %150 = torch.aten.add.Tensor %142, %149, %int1_110 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>, !torch.int -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %150, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int128_111 = torch.constant.int 128
    %151 = torch.prim.ListConstruct %int128_111 : (!torch.int) -> !torch.list<int>
    %__auto.layers.2.norm2.weight = util.global.load @__auto.layers.2.norm2.weight : tensor<128xf32>
    %152 = torch_c.from_builtin_tensor %__auto.layers.2.norm2.weight : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %__auto.layers.2.norm2.bias = util.global.load @__auto.layers.2.norm2.bias : tensor<128xf32>
    %153 = torch_c.from_builtin_tensor %__auto.layers.2.norm2.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %float1.000000e-05_112 = torch.constant.float 1.000000e-05
    %false_113 = torch.constant.bool false
    %154 = torch.aten.layer_norm %150, %151, %152, %153, %float1.000000e-05_112, %false_113 : !torch.vtensor<[?,?,128],f32>, !torch.list<int>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.float, !torch.bool -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %154, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %__auto.layers.3.qkv.weight = util.global.load @__auto.layers.3.qkv.weight : tensor<384x128xf32>
    %155 = torch_c.from_builtin_tensor %__auto.layers.3.qkv.weight : tensor<384x128xf32> -> !torch.vtensor<[384,128],f32>
    %__auto.layers.3.qkv.bias = util.global.load @__auto.layers.3.qkv.bias : tensor<384xf32>
    %156 = torch_c.from_builtin_tensor %__auto.layers.3.qkv.bias : tensor<384xf32> -> !torch.vtensor<[384],f32>
    %157 = torch.aten.linear %154, %155, %156 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[384,128],f32>, !torch.vtensor<[384],f32> -> !torch.vtensor<[?,?,384],f32>
    torch.bind_symbolic_shape %157, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 384)> : !torch.vtensor<[?,?,384],f32>
    %int128_114 = torch.constant.int 128
    %int-1_115 = torch.constant.int -1
    %158 = torch.aten.split.Tensor %157, %int128_114, %int-1_115 : !torch.vtensor<[?,?,384],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
    %159:3 = torch.prim.ListUnpack %158 : !torch.list<vtensor> -> !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %159#0, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %159#1, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %159#2, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int4_116 = torch.constant.int 4
    %int32_117 = torch.constant.int 32
    %160 = torch.prim.ListConstruct %2, %3, %int4_116, %int32_117 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %161 = torch.aten.view %159#0, %160 : !torch.vtensor<[?,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %161, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int1_118 = torch.constant.int 1
    %int2_119 = torch.constant.int 2
    %162 = torch.aten.transpose.int %161, %int1_118, %int2_119 : !torch.vtensor<[?,?,4,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %162, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int4_120 = torch.constant.int 4
    %int32_121 = torch.constant.int 32
    %163 = torch.prim.ListConstruct %2, %3, %int4_120, %int32_121 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %164 = torch.aten.view %159#1, %163 : !torch.vtensor<[?,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %164, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int1_122 = torch.constant.int 1
    %int2_123 = torch.constant.int 2
    %165 = torch.aten.transpose.int %164, %int1_122, %int2_123 : !torch.vtensor<[?,?,4,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %165, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int4_124 = torch.constant.int 4
    %int32_125 = torch.constant.int 32
    %166 = torch.prim.ListConstruct %2, %3, %int4_124, %int32_125 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %167 = torch.aten.view %159#2, %166 : !torch.vtensor<[?,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %167, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int1_126 = torch.constant.int 1
    %int2_127 = torch.constant.int 2
    %168 = torch.aten.transpose.int %167, %int1_126, %int2_127 : !torch.vtensor<[?,?,4,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %168, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int-1_128 = torch.constant.int -1
    %int-2_129 = torch.constant.int -2
    %169 = torch.aten.transpose.int %165, %int-1_128, %int-2_129 : !torch.vtensor<[?,4,?,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,32,?],f32>
    torch.bind_symbolic_shape %169, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, 32, s0)> : !torch.vtensor<[?,4,32,?],f32>
    %170 = torch.aten.matmul %162, %169 : !torch.vtensor<[?,4,?,32],f32>, !torch.vtensor<[?,4,32,?],f32> -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %170, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %float1.767770e-01_130 = torch.constant.float 0.17677669529663689
    %171 = torch.aten.mul.Scalar %170, %float1.767770e-01_130 : !torch.vtensor<[?,4,?,?],f32>, !torch.float -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %171, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %int1_131 = torch.constant.int 1
    %172 = torch.aten.add.Tensor %171, %22, %int1_131 : !torch.vtensor<[?,4,?,?],f32>, !torch.vtensor<[?,1,1,?],f32>, !torch.int -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %172, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %int-1_132 = torch.constant.int -1
    %none_133 = torch.constant.none
    %173 = torch.aten.softmax.int %172, %int-1_132, %none_133 : !torch.vtensor<[?,4,?,?],f32>, !torch.int, !torch.none -> !torch.vtensor<[?,4,?,?],f32>
    torch.bind_symbolic_shape %173, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, s0)> : !torch.vtensor<[?,4,?,?],f32>
    %174 = torch.aten.matmul %173, %168 : !torch.vtensor<[?,4,?,?],f32>, !torch.vtensor<[?,4,?,32],f32> -> !torch.vtensor<[?,4,?,32],f32>
    torch.bind_symbolic_shape %174, [%1, %0], affine_map<()[s0, s1] -> (s1, 4, s0, 32)> : !torch.vtensor<[?,4,?,32],f32>
    %int1_134 = torch.constant.int 1
    %int2_135 = torch.constant.int 2
    %175 = torch.aten.transpose.int %174, %int1_134, %int2_135 : !torch.vtensor<[?,4,?,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %175, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int0_136 = torch.constant.int 0
    %176 = torch.aten.clone %175, %int0_136 : !torch.vtensor<[?,?,4,32],f32>, !torch.int -> !torch.vtensor<[?,?,4,32],f32>
    torch.bind_symbolic_shape %176, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4, 32)> : !torch.vtensor<[?,?,4,32],f32>
    %int128_137 = torch.constant.int 128
    %177 = torch.prim.ListConstruct %2, %3, %int128_137 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %178 = torch.aten._unsafe_view %176, %177 : !torch.vtensor<[?,?,4,32],f32>, !torch.list<int> -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %178, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %__auto.layers.3.out.weight = util.global.load @__auto.layers.3.out.weight : tensor<128x128xf32>
    %179 = torch_c.from_builtin_tensor %__auto.layers.3.out.weight : tensor<128x128xf32> -> !torch.vtensor<[128,128],f32>
    %__auto.layers.3.out.bias = util.global.load @__auto.layers.3.out.bias : tensor<128xf32>
    %180 = torch_c.from_builtin_tensor %__auto.layers.3.out.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %181 = torch.aten.linear %178, %179, %180 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[128,128],f32>, !torch.vtensor<[128],f32> -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %181, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int1_138 = torch.constant.int 1
    %182 = torch.aten.add.Tensor %154, %181, %int1_138 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>, !torch.int -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %182, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int128_139 = torch.constant.int 128
    %183 = torch.prim.ListConstruct %int128_139 : (!torch.int) -> !torch.list<int>
    %__auto.layers.3.norm1.weight = util.global.load @__auto.layers.3.norm1.weight : tensor<128xf32>
    %184 = torch_c.from_builtin_tensor %__auto.layers.3.norm1.weight : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %__auto.layers.3.norm1.bias = util.global.load @__auto.layers.3.norm1.bias : tensor<128xf32>
    %185 = torch_c.from_builtin_tensor %__auto.layers.3.norm1.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %float1.000000e-05_140 = torch.constant.float 1.000000e-05
    %false_141 = torch.constant.bool false
    %186 = torch.aten.layer_norm %182, %183, %184, %185, %float1.000000e-05_140, %false_141 : !torch.vtensor<[?,?,128],f32>, !torch.list<int>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.float, !torch.bool -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %186, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %__auto.layers.3.up.weight = util.global.load @__auto.layers.3.up.weight : tensor<512x128xf32>
    %187 = torch_c.from_builtin_tensor %__auto.layers.3.up.weight : tensor<512x128xf32> -> !torch.vtensor<[512,128],f32>
    %__auto.layers.3.up.bias = util.global.load @__auto.layers.3.up.bias : tensor<512xf32>
    %188 = torch_c.from_builtin_tensor %__auto.layers.3.up.bias : tensor<512xf32> -> !torch.vtensor<[512],f32>
    %189 = torch.aten.linear %186, %187, %188 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[512,128],f32>, !torch.vtensor<[512],f32> -> !torch.vtensor<[?,?,512],f32>
    torch.bind_symbolic_shape %189, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 512)> : !torch.vtensor<[?,?,512],f32>
    %str_142 = torch.constant.str "none"
    %190 = torch.aten.gelu %189, %str_142 : !torch.vtensor<[?,?,512],f32>, !torch.str -> !torch.vtensor<[?,?,512],f32>
    torch.bind_symbolic_shape %190, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 512)> : !torch.vtensor<[?,?,512],f32>
    %__auto.layers.3.down.weight = util.global.load @__auto.layers.3.down.weight : tensor<128x512xf32>
    %191 = torch_c.from_builtin_tensor %__auto.layers.3.down.weight : tensor<128x512xf32> -> !torch.vtensor<[128,512],f32>
    %__auto.layers.3.down.bias = util.global.load @__auto.layers.3.down.bias : tensor<128xf32>
    %192 = torch_c.from_builtin_tensor %__auto.layers.3.down.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %193 = torch.aten.linear %190, %191, %192 : !torch.vtensor<[?,?,512],f32>, !torch.vtensor<[128,512],f32>, !torch.vtensor<[128],f32> -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %193, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int1_143 = torch.constant.int 1
    %194 = torch.aten.add.Tensor %186, %193, %int1_143 : !torch.vtensor<[?,?,128],f32>, !torch.vtensor<[?,?,128],f32>, !torch.int -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %194, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    %int128_144 = torch.constant.int 128
    %195 = torch.prim.ListConstruct %int128_144 : (!torch.int) -> !torch.list<int>
    %__auto.layers.3.norm2.weight = util.global.load @__auto.layers.3.norm2.weight : tensor<128xf32>
    %196 = torch_c.from_builtin_tensor %__auto.layers.3.norm2.weight : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %__auto.layers.3.norm2.bias = util.global.load @__auto.layers.3.norm2.bias : tensor<128xf32>
    %197 = torch_c.from_builtin_tensor %__auto.layers.3.norm2.bias : tensor<128xf32> -> !torch.vtensor<[128],f32>
    %float1.000000e-05_145 = torch.constant.float 1.000000e-05
    %false_146 = torch.constant.bool false
    %198 = torch.aten.layer_norm %194, %195, %196, %197, %float1.000000e-05_145, %false_146 : !torch.vtensor<[?,?,128],f32>, !torch.list<int>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.float, !torch.bool -> !torch.vtensor<[?,?,128],f32>
    torch.bind_symbolic_shape %198, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128)> : !torch.vtensor<[?,?,128],f32>
    return %198 : !torch.vtensor<[?,?,128],f32>
  }
}
