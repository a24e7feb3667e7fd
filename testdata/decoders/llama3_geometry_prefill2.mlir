module @module {
  util.global private @__auto.embed.weight = #flow.parameter.named<"model"::"embed.weight"> : tensor<128256x4096xf16>
  util.global private @__auto.layers.0.attn_norm.weight = #flow.parameter.named<"model"::"layers.0.attn_norm.weight"> : tensor<4096xf16>
  util.global private @__auto.layers.0.wq.weight = #flow.parameter.named<"model"::"layers.0.wq.weight"> : tensor<4096x4096xf16>
  util.global private @__auto.layers.0.wk.weight = #flow.parameter.named<"model"::"layers.0.wk.weight"> : tensor<1024x4096xf16>
  util.global private @__auto.layers.0.wv.weight = #flow.parameter.named<"model"::"layers.0.wv.weight"> : tensor<1024x4096xf16>
  util.global private @__auto.layers.0.wo.weight = #flow.parameter.named<"model"::"layers.0.wo.weight"> : tensor<4096x4096xf16>
  util.global private @__auto.layers.0.ffn_norm.weight = #flow.parameter.named<"model"::"layers.0.ffn_norm.weight"> : tensor<4096xf16>
  util.global private @__auto.layers.0.w1.weight = #flow.parameter.named<"model"::"layers.0.w1.weight"> : tensor<14336x4096xf16>
  util.global private @__auto.layers.0.w3.weight = #flow.parameter.named<"model"::"layers.0.w3.weight"> : tensor<14336x4096xf16>
  util.global private @__auto.layers.0.w2.weight = #flow.parameter.named<"model"::"layers.0.w2.weight"> : tensor<4096x14336xf16>
  util.global private @__auto.layers.1.attn_norm.weight = #flow.parameter.named<"model"::"layers.1.attn_norm.weight"> : tensor<4096xf16>
  util.global private @__auto.layers.1.wq.weight = #flow.parameter.named<"model"::"layers.1.wq.weight"> : tensor<4096x4096xf16>
  util.global private @__auto.layers.1.wk.weight = #flow.parameter.named<"model"::"layers.1.wk.weight"> : tensor<1024x4096xf16>
  util.global private @__auto.layers.1.wv.weight = #flow.parameter.named<"model"::"layers.1.wv.weight"> : tensor<1024x4096xf16>
  util.global private @__auto.layers.1.wo.weight = #flow.parameter.named<"model"::"layers.1.wo.weight"> : tensor<4096x4096xf16>
  util.global private @__auto.layers.1.ffn_norm.weight = #flow.parameter.named<"model"::"layers.1.ffn_norm.weight"> : tensor<4096xf16>
  util.global private @__auto.layers.1.w1.weight = #flow.parameter.named<"model"::"layers.1.w1.weight"> : tensor<14336x4096xf16>
  util.global private @__auto.layers.1.w3.weight = #flow.parameter.named<"model"::"layers.1.w3.weight"> : tensor<14336x4096xf16>
  util.global private @__auto.layers.1.w2.weight = #flow.parameter.named<"model"::"layers.1.w2.weight"> : tensor<4096x14336xf16>
  util.global private @__auto.norm.weight = #flow.parameter.named<"model"::"norm.weight"> : tensor<4096xf16>
  util.global private @__auto.out.weight = #flow.parameter.named<"model"::"out.weight"> : tensor<128256x4096xf16>
  func.func @main(%arg0: !torch.vtensor<[?,?],si64>) -> (!torch.vtensor<[?,?,128256],f16>, !torch.vtensor<[2,?,?,8,128],f16>, !torch.vtensor<[2,?,?,8,128],f16>) attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.symbolic_int "s6" {min_val = 1, max_val = 64} : !torch.int
    %1 = torch.symbolic_int "s11" {min_val = 2, max_val = 8192} : !torch.int
    torch.bind_symbolic_shape %arg0, [%1, %0], affine_map<()[s0, s1] -> (s1, s0)> : !torch.vtensor<[?,?],si64>
    %int0 = torch.constant.int 0
    %2 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,?],si64>, !torch.int -> !torch.int
    %int1 = torch.constant.int 1
    %3 = torch.aten.size.int %arg0, %int1 : !torch.vtensor<[?,?],si64>, !torch.int -> !torch.int
    %__auto.embed.weight = util.global.load @__auto.embed.weight : tensor<128256x4096xf16>
    %4 = torch_c.from_builtin_tensor %__auto.embed.weight : tensor<128256x4096xf16> -> !torch.vtensor<[128256,4096],f16>
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_0 = torch.constant.bool false
    %5 = torch.aten.embedding %4, %arg0, %int-1, %false, %false_0 : !torch.vtensor<[128256,4096],f16>, !torch.vtensor<[?,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %5, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %meta = torch.constant.device "meta"
    %false_1 = torch.constant.bool false
    %6 = torch.aten.arange %3, %int6, %none, %meta, %false_1 : !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],f32>
    torch.bind_symbolic_shape %6, [%1], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
    %int0_2 = torch.constant.int 0
    %int128 = torch.constant.int 128
    %int2 = torch.constant.int 2
    %none_3 = torch.constant.none
    %none_4 = torch.constant.none
    %meta_5 = torch.constant.device "meta"
    %false_6 = torch.constant.bool false
    %7 = torch.aten.arange.start_step %int0_2, %int128, %int2, %none_3, %none_4, %meta_5, %false_6 : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[64],si64>
    %int0_7 = torch.constant.int 0
    %int0_8 = torch.constant.int 0
    %int64 = torch.constant.int 64
    %int1_9 = torch.constant.int 1
    %8 = torch.aten.slice.Tensor %7, %int0_7, %int0_8, %int64, %int1_9 : !torch.vtensor<[64],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[64],si64>
    %none_10 = torch.constant.none
    %none_11 = torch.constant.none
    %int4 = torch.constant.int 4
    %meta_12 = torch.constant.device "meta"
    %int0_13 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %8, %none_10, %none_11, %int4, %meta_12, %int0_13 : !torch.vtensor<[64],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_14 = torch.constant.int 6
    %9 = torch.prims.convert_element_type %8, %int6_14 : !torch.vtensor<[64],si64>, !torch.int -> !torch.vtensor<[64],f32>
    %int128_15 = torch.constant.int 128
    %10 = torch.aten.div.Scalar %9, %int128_15 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e05 = torch.constant.float 5.000000e+05
    %11 = torch.aten.pow.Scalar %float5.000000e05, %10 : !torch.float, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %12 = torch.aten.reciprocal %11 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %13 = torch.aten.mul.Scalar %12, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %14 = torch.aten.outer %6, %13 : !torch.vtensor<[?],f32>, !torch.vtensor<[64],f32> -> !torch.vtensor<[?,64],f32>
    torch.bind_symbolic_shape %14, [%1], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %15 = torch.aten.cos %14 : !torch.vtensor<[?,64],f32> -> !torch.vtensor<[?,64],f32>
    torch.bind_symbolic_shape %15, [%1], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %none_16 = torch.constant.none
    %none_17 = torch.constant.none
    %int6_18 = torch.constant.int 6
    %meta_19 = torch.constant.device "meta"
    %int0_20 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %15, %none_16, %none_17, %int6_18, %meta_19, %int0_20 : !torch.vtensor<[?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5 = torch.constant.int 5
    %16 = torch.prims.convert_element_type %15, %int5 : !torch.vtensor<[?,64],f32>, !torch.int -> !torch.vtensor<[?,64],f16>
    torch.bind_symbolic_shape %16, [%1], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f16>
    %17 = torch.aten.sin %14 : !torch.vtensor<[?,64],f32> -> !torch.vtensor<[?,64],f32>
    torch.bind_symbolic_shape %17, [%1], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %none_21 = torch.constant.none
    %none_22 = torch.constant.none
    %int6_23 = torch.constant.int 6
    %meta_24 = torch.constant.device "meta"
    %int0_25 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %17, %none_21, %none_22, %int6_23, %meta_24, %int0_25 : !torch.vtensor<[?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_26 = torch.constant.int 5
    %18 = torch.prims.convert_element_type %17, %int5_26 : !torch.vtensor<[?,64],f32>, !torch.int -> !torch.vtensor<[?,64],f16>
    torch.bind_symbolic_shape %18, [%1], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f16>
    %none_27 = torch.constant.none
    %none_28 = torch.constant.none
    %int5_29 = torch.constant.int 5
    %meta_30 = torch.constant.device "meta"
    %int0_31 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %5, %none_27, %none_28, %int5_29, %meta_30, %int0_31 : !torch.vtensor<[?,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_32 = torch.constant.int 6
    %19 = torch.prims.convert_element_type %5, %int6_32 : !torch.vtensor<[?,?,4096],f16>, !torch.int -> !torch.vtensor<[?,?,4096],f32>
    torch.bind_symbolic_shape %19, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f32>
    %int2_33 = torch.constant.int 2
    %20 = torch.aten.pow.Tensor_Scalar %19, %int2_33 : !torch.vtensor<[?,?,4096],f32>, !torch.int -> !torch.vtensor<[?,?,4096],f32>
    torch.bind_symbolic_shape %20, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f32>
    %int-1_34 = torch.constant.int -1
    %21 = torch.prim.ListConstruct %int-1_34 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_35 = torch.constant.none
    %22 = torch.aten.mean.dim %20, %21, %true, %none_35 : !torch.vtensor<[?,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %22, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_36 = torch.constant.int 1
    %23 = torch.aten.add.Scalar %22, %float1.000000e-05, %int1_36 : !torch.vtensor<[?,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %23, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %24 = torch.aten.rsqrt %23 : !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %24, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %25 = torch.aten.mul.Tensor %19, %24 : !torch.vtensor<[?,?,4096],f32>, !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,4096],f32>
    torch.bind_symbolic_shape %25, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f32>
    %none_37 = torch.constant.none
    %none_38 = torch.constant.none
    %int6_39 = torch.constant.int 6
    %meta_40 = torch.constant.device "meta"
    %int0_41 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %25, %none_37, %none_38, %int6_39, %meta_40, %int0_41 : !torch.vtensor<[?,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_42 = torch.constant.int 5
    %26 = torch.prims.convert_element_type %25, %int5_42 : !torch.vtensor<[?,?,4096],f32>, !torch.int -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %26, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %__auto.layers.0.attn_norm.weight = util.global.load @__auto.layers.0.attn_norm.weight : tensor<4096xf16>
    %27 = torch_c.from_builtin_tensor %__auto.layers.0.attn_norm.weight : tensor<4096xf16> -> !torch.vtensor<[4096],f16>
    %28 = torch.aten.mul.Tensor %26, %27 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[4096],f16> -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %28, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %__auto.layers.0.wq.weight = util.global.load @__auto.layers.0.wq.weight : tensor<4096x4096xf16>
    %29 = torch_c.from_builtin_tensor %__auto.layers.0.wq.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %none_43 = torch.constant.none
    %30 = torch.aten.linear %28, %29, %none_43 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[4096,4096],f16>, !torch.none -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %30, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %int32 = torch.constant.int 32
    %int128_44 = torch.constant.int 128
    %31 = torch.prim.ListConstruct %2, %3, %int32, %int128_44 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %32 = torch.aten.view %30, %31 : !torch.vtensor<[?,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,?,32,128],f16>
    torch.bind_symbolic_shape %32, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 128)> : !torch.vtensor<[?,?,32,128],f16>
    %__auto.layers.0.wk.weight = util.global.load @__auto.layers.0.wk.weight : tensor<1024x4096xf16>
    %33 = torch_c.from_builtin_tensor %__auto.layers.0.wk.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %none_45 = torch.constant.none
    %34 = torch.aten.linear %28, %33, %none_45 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[1024,4096],f16>, !torch.none -> !torch.vtensor<[?,?,1024],f16>
    torch.bind_symbolic_shape %34, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1024)> : !torch.vtensor<[?,?,1024],f16>
    %int8 = torch.constant.int 8
    %int128_46 = torch.constant.int 128
    %35 = torch.prim.ListConstruct %2, %3, %int8, %int128_46 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %36 = torch.aten.view %34, %35 : !torch.vtensor<[?,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[?,?,8,128],f16>
    torch.bind_symbolic_shape %36, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 128)> : !torch.vtensor<[?,?,8,128],f16>
    %__auto.layers.0.wv.weight = util.global.load @__auto.layers.0.wv.weight : tensor<1024x4096xf16>
    %37 = torch_c.from_builtin_tensor %__auto.layers.0.wv.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %none_47 = torch.constant.none
    %38 = torch.aten.linear %28, %37, %none_47 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[1024,4096],f16>, !torch.none -> !torch.vtensor<[?,?,1024],f16>
    torch.bind_symbolic_shape %38, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1024)> : !torch.vtensor<[?,?,1024],f16>
    %int8_48 = torch.constant.int 8
    %int128_49 = torch.constant.int 128
    %39 = torch.prim.ListConstruct %2, %3, %int8_48, %int128_49 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %40 = torch.aten.view %38, %39 : !torch.vtensor<[?,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[?,?,8,128],f16>
    torch.bind_symbolic_shape %40, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 128)> : !torch.vtensor<[?,?,8,128],f16>
    %int3 = torch.constant.int 3
    %int0_50 = torch.constant.int 0
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int2_51 = torch.constant.int 2
    %41 = torch.aten.slice.Tensor %32, %int3, %int0_50, %int9223372036854775807, %int2_51 : !torch.vtensor<[?,?,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %41, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %int3_52 = torch.constant.int 3
    %int1_53 = torch.constant.int 1
    %int9223372036854775807_54 = torch.constant.int 9223372036854775807
    %int2_55 = torch.constant.int 2
    %42 = torch.aten.slice.Tensor %32, %int3_52, %int1_53, %int9223372036854775807_54, %int2_55 : !torch.vtensor<[?,?,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %42, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %int-2 = torch.constant.int -2
    %43 = torch.aten.unsqueeze %16, %int-2 : !torch.vtensor<[?,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %43, [%1], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int-2_56 = torch.constant.int -2
    %44 = torch.aten.unsqueeze %18, %int-2_56 : !torch.vtensor<[?,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %44, [%1], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %45 = torch.aten.mul.Tensor %41, %43 : !torch.vtensor<[?,?,32,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %45, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %46 = torch.aten.mul.Tensor %42, %44 : !torch.vtensor<[?,?,32,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %46, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %int1_57 = torch.constant.int 1
    %47 = torch.aten.sub.Tensor %45, %46, %int1_57 : !torch.vtensor<[?,?,32,64],f16>, !torch.vtensor<[?,?,32,64],f16>, !torch.int -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %47, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %48 = torch.aten.mul.Tensor %41, %44 : !torch.vtensor<[?,?,32,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %48, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %49 = torch.aten.mul.Tensor %42, %43 : !torch.vtensor<[?,?,32,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %49, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %int1_58 = torch.constant.int 1
    %50 = torch.aten.add.Tensor %48, %49, %int1_58 : !torch.vtensor<[?,?,32,64],f16>, !torch.vtensor<[?,?,32,64],f16>, !torch.int -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %50, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %51 = torch.prim.ListConstruct %47, %50 : (!torch.vtensor<[?,?,32,64],f16>, !torch.vtensor<[?,?,32,64],f16>) -> !torch.list<vtensor>
    %int-1_59 = torch.constant.int -1
    %52 = torch.aten.stack %51, %int-1_59 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,32,64,2],f16>
    torch.bind_symbolic_shape %52, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64, 2)> : !torch.vtensor<[?,?,32,64,2],f16>
    %int32_60 = torch.constant.int 32
    %int128_61 = torch.constant.int 128
    %53 = torch.prim.ListConstruct %2, %3, %int32_60, %int128_61 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %54 = torch.aten.view %52, %53 : !torch.vtensor<[?,?,32,64,2],f16>, !torch.list<int> -> !torch.vtensor<[?,?,32,128],f16>
    torch.bind_symbolic_shape %54, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 128)> : !torch.vtensor<[?,?,32,128],f16>
    %int3_62 = torch.constant.int 3
    %int0_63 = torch.constant.int 0
    %int9223372036854775807_64 = torch.constant.int 9223372036854775807
    %int2_65 = torch.constant.int 2
    %55 = torch.aten.slice.Tensor %36, %int3_62, %int0_63, %int9223372036854775807_64, %int2_65 : !torch.vtensor<[?,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %55, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %int3_66 = torch.constant.int 3
    %int1_67 = torch.constant.int 1
    %int9223372036854775807_68 = torch.constant.int 9223372036854775807
    %int2_69 = torch.constant.int 2
    %56 = torch.aten.slice.Tensor %36, %int3_66, %int1_67, %int9223372036854775807_68, %int2_69 : !torch.vtensor<[?,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %56, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %int-2_70 = torch.constant.int -2
    %57 = torch.aten.unsqueeze %16, %int-2_70 : !torch.vtensor<[?,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %57, [%1], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int-2_71 = torch.constant.int -2
    %58 = torch.aten.unsqueeze %18, %int-2_71 : !torch.vtensor<[?,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %58, [%1], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %59 = torch.aten.mul.Tensor %55, %57 : !torch.vtensor<[?,?,8,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %59, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %60 = torch.aten.mul.Tensor %56, %58 : !torch.vtensor<[?,?,8,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %60, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %int1_72 = torch.constant.int 1
    %61 = torch.aten.sub.Tensor %59, %60, %int1_72 : !torch.vtensor<[?,?,8,64],f16>, !torch.vtensor<[?,?,8,64],f16>, !torch.int -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %61, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %62 = torch.aten.mul.Tensor %55, %58 : !torch.vtensor<[?,?,8,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %62, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %63 = torch.aten.mul.Tensor %56, %57 : !torch.vtensor<[?,?,8,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %63, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %int1_73 = torch.constant.int 1
    %64 = torch.aten.add.Tensor %62, %63, %int1_73 : !torch.vtensor<[?,?,8,64],f16>, !torch.vtensor<[?,?,8,64],f16>, !torch.int -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %64, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %65 = torch.prim.ListConstruct %61, %64 : (!torch.vtensor<[?,?,8,64],f16>, !torch.vtensor<[?,?,8,64],f16>) -> !torch.list<vtensor>
    %int-1_74 = torch.constant.int -1
    %66 = torch.aten.stack %65, %int-1_74 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,8,64,2],f16>
    torch.bind_symbolic_shape %66, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64, 2)> : !torch.vtensor<[?,?,8,64,2],f16>
    %int8_75 = torch.constant.int 8
    %int128_76 = torch.constant.int 128
    %67 = torch.prim.ListConstruct %2, %3, %int8_75, %int128_76 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %68 = torch.aten.view %66, %67 : !torch.vtensor<[?,?,8,64,2],f16>, !torch.list<int> -> !torch.vtensor<[?,?,8,128],f16>
    torch.bind_symbolic_shape %68, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 128)> : !torch.vtensor<[?,?,8,128],f16>
    %int1_77 = torch.constant.int 1
    %int2_78 = torch.constant.int 2
    %69 = torch.aten.transpose.int %54, %int1_77, %int2_78 : !torch.vtensor<[?,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,32,?,128],f16>
    torch.bind_symbolic_shape %69, [%1, %0], affine_map<()[s0, s1] -> (s1, 32, s0, 128)> : !torch.vtensor<[?,32,?,128],f16>
    %int1_79 = torch.constant.int 1
    %int2_80 = torch.constant.int 2
    %70 = torch.aten.transpose.int %68, %int1_79, %int2_80 : !torch.vtensor<[?,?,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,?,128],f16>
    torch.bind_symbolic_shape %70, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 128)> : !torch.vtensor<[?,8,?,128],f16>
    %int1_81 = torch.constant.int 1
    %int2_82 = torch.constant.int 2
    %71 = torch.aten.transpose.int %40, %int1_81, %int2_82 : !torch.vtensor<[?,?,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,?,128],f16>
    torch.bind_symbolic_shape %71, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 128)> : !torch.vtensor<[?,8,?,128],f16>
    %none_83 = torch.constant.none
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %true_84 = torch.constant.bool true
    %none_85 = torch.constant.none
    %true_86 = torch.constant.bool true
    %72 = torch.aten.scaled_dot_product_attention %69, %70, %71, %none_83, %float0.000000e00, %true_84, %none_85, %true_86 : !torch.vtensor<[?,32,?,128],f16>, !torch.vtensor<[?,8,?,128],f16>, !torch.vtensor<[?,8,?,128],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,32,?,128],f16>
    torch.bind_symbolic_shape %72, [%1, %0], affine_map<()[s0, s1] -> (s1, 32, s0, 128)> : !torch.vtensor<[?,32,?,128],f16>
    %int1_87 = torch.constant.int 1
    %int2_88 = torch.constant.int 2
    %73 = torch.aten.transpose.int %72, %int1_87, %int2_88 : !torch.vtensor<[?,32,?,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,32,128],f16>
    torch.bind_symbolic_shape %73, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 128)> : !torch.vtensor<[?,?,32,128],f16>
    %int0_89 = torch.constant.int 0
    %74 = torch.aten.clone %73, %int0_89 : !torch.vtensor<[?,?,32,128],f16>, !torch.int -> !torch.vtensor<[?,?,32,128],f16>
    torch.bind_symbolic_shape %74, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 128)> : !torch.vtensor<[?,?,32,128],f16>
    %int4096 = torch.constant.int 4096
    %75 = torch.prim.ListConstruct %2, %3, %int4096 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %76 = torch.aten._unsafe_view %74, %75 : !torch.vtensor<[?,?,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %76, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %__auto.layers.0.wo.weight = util.global.load @__auto.layers.0.wo.weight : tensor<4096x4096xf16>
    %77 = torch_c.from_builtin_tensor %__auto.layers.0.wo.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %none_90 = torch.constant.none
    %78 = torch.aten.linear %76, %77, %none_90 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[4096,4096],f16>, !torch.none -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %78, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %int1_91 = torch.constant.int 1
    %79 = torch.aten.add.Tensor %5, %78, %int1_91 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[?,?,4096],f16>, !torch.int -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %79, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %none_92 = torch.constant.none
    %none_93 = torch.constant.none
    %int5_94 = torch.constant.int 5
    %meta_95 = torch.constant.device "meta"
    %int0_96 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %79, %none_92, %none_93, %int5_94, %meta_95, %int0_96 : !torch.vtensor<[?,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_97 = torch.constant.int 6
    %80 = torch.prims.convert_element_type %79, %int6_97 : !torch.vtensor<[?,?,4096],f16>, !torch.int -> !torch.vtensor<[?,?,4096],f32>
    torch.bind_symbolic_shape %80, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f32>
    %int2_98 = torch.constant.int 2
    %81 = torch.aten.pow.Tensor_Scalar %80, %int2_98 : !torch.vtensor<[?,?,4096],f32>, !torch.int -> !torch.vtensor<[?,?,4096],f32>
    torch.bind_symbolic_shape %81, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f32>
    %int-1_99 = torch.constant.int -1
    %82 = torch.prim.ListConstruct %int-1_99 : (!torch.int) -> !torch.list<int>
    %true_100 = torch.constant.bool true
    %none_101 = torch.constant.none
    %83 = torch.aten.mean.dim %81, %82, %true_100, %none_101 : !torch.vtensor<[?,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %83, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %float1.000000e-05_102 = torch.constant.float 1.000000e-05
    %int1_103 = torch.constant.int 1
    %84 = torch.aten.add.Scalar %83, %float1.000000e-05_102, %int1_103 : !torch.vtensor<[?,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %84, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %85 = torch.aten.rsqrt %84 : !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %85, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %86 = torch.aten.mul.Tensor %80, %85 : !torch.vtensor<[?,?,4096],f32>, !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,4096],f32>
    torch.bind_symbolic_shape %86, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f32>
    %none_104 = torch.constant.none
    %none_105 = torch.constant.none
    %int6_106 = torch.constant.int 6
    %meta_107 = torch.constant.device "meta"
    %int0_108 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %86, %none_104, %none_105, %int6_106, %meta_107, %int0_108 : !torch.vtensor<[?,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_109 = torch.constant.int 5
    %87 = torch.prims.convert_element_type %86, %int5_109 : !torch.vtensor<[?,?,4096],f32>, !torch.int -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %87, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %__auto.layers.0.ffn_norm.weight = util.global.load @__auto.layers.0.ffn_norm.weight : tensor<4096xf16>
    %88 = torch_c.from_builtin_tensor %__auto.layers.0.ffn_norm.weight : tensor<4096xf16> -> !torch.vtensor<[4096],f16>
    %89 = torch.aten.mul.Tensor %87, %88 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[4096],f16> -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %89, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %__auto.layers.0.w1.weight = util.global.load @__auto.layers.0.w1.weight : tensor<14336x4096xf16>
    %90 = torch_c.from_builtin_tensor %__auto.layers.0.w1.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %none_110 = torch.constant.none
    %91 = torch.aten.linear %89, %90, %none_110 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[14336,4096],f16>, !torch.none -> !torch.vtensor<[?,?,14336],f16>
    torch.bind_symbolic_shape %91, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 14336)> : !torch.vtensor<[?,?,14336],f16>
    %92 = torch.aten.silu %91 : !torch.vtensor<[?,?,14336],f16> -> !torch.vtensor<[?,?,14336],f16>
    torch.bind_symbolic_shape %92, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 14336)> : !torch.vtensor<[?,?,14336],f16>
    %__auto.layers.0.w3.weight = util.global.load @__auto.layers.0.w3.weight : tensor<14336x4096xf16>
    %93 = torch_c.from_builtin_tensor %__auto.layers.0.w3.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %none_111 = torch.constant.none
    %94 = torch.aten.linear %89, %93, %none_111 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[14336,4096],f16>, !torch.none -> !torch.vtensor<[?,?,14336],f16>
    torch.bind_symbolic_shape %94, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 14336)> : !torch.vtensor<[?,?,14336],f16>
    %95 = torch.aten.mul.Tensor %92, %94 : !torch.vtensor<[?,?,14336],f16>, !torch.vtensor<[?,?,14336],f16> -> !torch.vtensor<[?,?,14336],f16>
    torch.bind_symbolic_shape %95, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 14336)> : !torch.vtensor<[?,?,14336],f16>
    %__auto.layers.0.w2.weight = util.global.load @__auto.layers.0.w2.weight : tensor<4096x14336xf16>
    %96 = torch_c.from_builtin_tensor %__auto.layers.0.w2.weight : tensor<4096x14336xf16> -> !torch.vtensor<[4096,14336],f16>
    %none_112 = torch.constant.none
    %97 = torch.aten.linear %95, %96, %none_112 : !torch.vtensor<[?,?,14336],f16>, !torch.vtensor<[4096,14336],f16>, !torch.none -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %97, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %int1_113 = torch.constant.int 1
    %98 = torch.aten.add.Tensor %79, %97, %int1_113 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[?,?,4096],f16>, !torch.int -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %98, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %none_114 = torch.constant.none
    %none_115 = torch.constant.none
    %int5_116 = torch.constant.int 5
    %meta_117 = torch.constant.device "meta"
    %int0_118 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %98, %none_114, %none_115, %int5_116, %meta_117, %int0_118 : !torch.vtensor<[?,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_119 = torch.constant.int 6
    %99 = torch.prims.convert_element_type %98, %int6_119 : !torch.vtensor<[?,?,4096],f16>, !torch.int -> !torch.vtensor<[?,?,4096],f32>
    torch.bind_symbolic_shape %99, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f32>
    %int2_120 = torch.constant.int 2
    %100 = torch.aten.pow.Tensor_Scalar %99, %int2_120 : !torch.vtensor<[?,?,4096],f32>, !torch.int -> !torch.vtensor<[?,?,4096],f32>
    torch.bind_symbolic_shape %100, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f32>
    %int-1_121 = torch.constant.int -1
    %101 = torch.prim.ListConstruct %int-1_121 : (!torch.int) -> !torch.list<int>
    %true_122 = torch.constant.bool true
    %none_123 = torch.constant.none
    %102 = torch.aten.mean.dim %100, %101, %true_122, %none_123 : !torch.vtensor<[?,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %102, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %float1.000000e-05_124 = torch.constant.float 1.000000e-05
    %int1_125 = torch.constant.int 1
    %103 = torch.aten.add.Scalar %102, %float1.000000e-05_124, %int1_125 : !torch.vtensor<[?,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %103, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %104 = torch.aten.rsqrt %103 : !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %104, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %105 = torch.aten.mul.Tensor %99, %104 : !torch.vtensor<[?,?,4096],f32>, !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,4096],f32>
    torch.bind_symbolic_shape %105, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f32>
    %none_126 = torch.constant.none
    %none_127 = torch.constant.none
    %int6_128 = torch.constant.int 6
    %meta_129 = torch.constant.device "meta"
    %int0_130 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %105, %none_126, %none_127, %int6_128, %meta_129, %int0_130 : !torch.vtensor<[?,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_131 = torch.constant.int 5
    %106 = torch.prims.convert_element_type %105, %int5_131 : !torch.vtensor<[?,?,4096],f32>, !torch.int -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %106, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %__auto.layers.1.attn_norm.weight = util.global.load @__auto.layers.1.attn_norm.weight : tensor<4096xf16>
    %107 = torch_c.from_builtin_tensor %__auto.layers.1.attn_norm.weight : tensor<4096xf16> -> !torch.vtensor<[4096],f16>
    %108 = torch.aten.mul.Tensor %106, %107 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[4096],f16> -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %108, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %__auto.layers.1.wq.weight = util.global.load @__auto.layers.1.wq.weight : tensor<4096x4096xf16>
    %109 = torch_c.from_builtin_tensor %__auto.layers.1.wq.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %none_132 = torch.constant.none
    %110 = torch.aten.linear %108, %109, %none_132 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[4096,4096],f16>, !torch.none -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %110, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %int32_133 = torch.constant.int 32
    %int128_134 = torch.constant.int 128
    %111 = torch.prim.ListConstruct %2, %3, %int32_133, %int128_134 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %112 = torch.aten.view %110, %111 : !torch.vtensor<[?,?,4096],f16>, !torch.list<int> -> !torch.vtensor<[?,?,32,128],f16>
    torch.bind_symbolic_shape %112, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 128)> : !torch.vtensor<[?,?,32,128],f16>
    %__auto.layers.1.wk.weight = util.global.load @__auto.layers.1.wk.weight : tensor<1024x4096xf16>
    %113 = torch_c.from_builtin_tensor %__auto.layers.1.wk.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %none_135 = torch.constant.none
    %114 = torch.aten.linear %108, %113, %none_135 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[1024,4096],f16>, !torch.none -> !torch.vtensor<[?,?,1024],f16>
    torch.bind_symbolic_shape %114, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1024)> : !torch.vtensor<[?,?,1024],f16>
    %int8_136 = torch.constant.int 8
    %int128_137 = torch.constant.int 128
    %115 = torch.prim.ListConstruct %2, %3, %int8_136, %int128_137 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %116 = torch.aten.view %114, %115 : !torch.vtensor<[?,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[?,?,8,128],f16>
    torch.bind_symbolic_shape %116, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 128)> : !torch.vtensor<[?,?,8,128],f16>
    %__auto.layers.1.wv.weight = util.global.load @__auto.layers.1.wv.weight : tensor<1024x4096xf16>
    %117 = torch_c.from_builtin_tensor %__auto.layers.1.wv.weight : tensor<1024x4096xf16> -> !torch.vtensor<[1024,4096],f16>
    %none_138 = torch.constant.none
    %118 = torch.aten.linear %108, %117, %none_138 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[1024,4096],f16>, !torch.none -> !torch.vtensor<[?,?,1024],f16>
    torch.bind_symbolic_shape %118, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1024)> : !torch.vtensor<[?,?,1024],f16>
    %int8_139 = torch.constant.int 8
    %int128_140 = torch.constant.int 128
    %119 = torch.prim.ListConstruct %2, %3, %int8_139, %int128_140 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %120 = torch.aten.view %118, %119 : !torch.vtensor<[?,?,1024],f16>, !torch.list<int> -> !torch.vtensor<[?,?,8,128],f16>
    torch.bind_symbolic_shape %120, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 128)> : !torch.vtensor<[?,?,8,128],f16>
    %int3_141 = torch.constant.int 3
    %int0_142 = torch.constant.int 0
    %int9223372036854775807_143 = torch.constant.int 9223372036854775807
    %int2_144 = torch.constant.int 2
    %121 = torch.aten.slice.Tensor %112, %int3_141, %int0_142, %int9223372036854775807_143, %int2_144 : !torch.vtensor<[?,?,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %121, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %int3_145 = torch.constant.int 3
    %int1_146 = torch.constant.int 1
    %int9223372036854775807_147 = torch.constant.int 9223372036854775807
    %int2_148 = torch.constant.int 2
    %122 = torch.aten.slice.Tensor %112, %int3_145, %int1_146, %int9223372036854775807_147, %int2_148 : !torch.vtensor<[?,?,32,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %122, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %int-2_149 = torch.constant.int -2
    %123 = torch.aten.unsqueeze %16, %int-2_149 : !torch.vtensor<[?,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %123, [%1], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int-2_150 = torch.constant.int -2
    %124 = torch.aten.unsqueeze %18, %int-2_150 : !torch.vtensor<[?,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %124, [%1], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %125 = torch.aten.mul.Tensor %121, %123 : !torch.vtensor<[?,?,32,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %125, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %126 = torch.aten.mul.Tensor %122, %124 : !torch.vtensor<[?,?,32,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %126, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %int1_151 = torch.constant.int 1
    %127 = torch.aten.sub.Tensor %125, %126, %int1_151 : !torch.vtensor<[?,?,32,64],f16>, !torch.vtensor<[?,?,32,64],f16>, !torch.int -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %127, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %128 = torch.aten.mul.Tensor %121, %124 : !torch.vtensor<[?,?,32,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %128, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %129 = torch.aten.mul.Tensor %122, %123 : !torch.vtensor<[?,?,32,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %129, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %int1_152 = torch.constant.int 1
    %130 = torch.aten.add.Tensor %128, %129, %int1_152 : !torch.vtensor<[?,?,32,64],f16>, !torch.vtensor<[?,?,32,64],f16>, !torch.int -> !torch.vtensor<[?,?,32,64],f16>
    torch.bind_symbolic_shape %130, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64)> : !torch.vtensor<[?,?,32,64],f16>
    %131 = torch.prim.ListConstruct %127, %130 : (!torch.vtensor<[?,?,32,64],f16>, !torch.vtensor<[?,?,32,64],f16>) -> !torch.list<vtensor>
    %int-1_153 = torch.constant.int -1
    %132 = torch.aten.stack %131, %int-1_153 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,32,64,2],f16>
    torch.bind_symbolic_shape %132, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 64, 2)> : !torch.vtensor<[?,?,32,64,2],f16>
    %int32_154 = torch.constant.int 32
    %int128_155 = torch.constant.int 128
    %133 = torch.prim.ListConstruct %2, %3, %int32_154, %int128_155 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %134 = torch.aten.view %132, %133 : !torch.vtensor<[?,?,32,64,2],f16>, !torch.list<int> -> !torch.vtensor<[?,?,32,128],f16>
    torch.bind_symbolic_shape %134, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 128)> : !torch.vtensor<[?,?,32,128],f16>
    %int3_156 = torch.constant.int 3
    %int0_157 = torch.constant.int 0
    %int9223372036854775807_158 = torch.constant.int 9223372036854775807
    %int2_159 = torch.constant.int 2
    %135 = torch.aten.slice.Tensor %116, %int3_156, %int0_157, %int9223372036854775807_158, %int2_159 : !torch.vtensor<[?,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %135, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %int3_160 = torch.constant.int 3
    %int1_161 = torch.constant.int 1
    %int9223372036854775807_162 = torch.constant.int 9223372036854775807
    %int2_163 = torch.constant.int 2
    %136 = torch.aten.slice.Tensor %116, %int3_160, %int1_161, %int9223372036854775807_162, %int2_163 : !torch.vtensor<[?,?,8,128],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %136, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %int-2_164 = torch.constant.int -2
    %137 = torch.aten.unsqueeze %16, %int-2_164 : !torch.vtensor<[?,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %137, [%1], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %int-2_165 = torch.constant.int -2
    %138 = torch.aten.unsqueeze %18, %int-2_165 : !torch.vtensor<[?,64],f16>, !torch.int -> !torch.vtensor<[?,1,64],f16>
    torch.bind_symbolic_shape %138, [%1], affine_map<()[s0] -> (s0, 1, 64)> : !torch.vtensor<[?,1,64],f16>
    %139 = torch.aten.mul.Tensor %135, %137 : !torch.vtensor<[?,?,8,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %139, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %140 = torch.aten.mul.Tensor %136, %138 : !torch.vtensor<[?,?,8,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %140, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %int1_166 = torch.constant.int 1
    %141 = torch.aten.sub.Tensor %139, %140, %int1_166 : !torch.vtensor<[?,?,8,64],f16>, !torch.vtensor<[?,?,8,64],f16>, !torch.int -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %141, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %142 = torch.aten.mul.Tensor %135, %138 : !torch.vtensor<[?,?,8,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %142, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %143 = torch.aten.mul.Tensor %136, %137 : !torch.vtensor<[?,?,8,64],f16>, !torch.vtensor<[?,1,64],f16> -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %143, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %int1_167 = torch.constant.int 1
    %144 = torch.aten.add.Tensor %142, %143, %int1_167 : !torch.vtensor<[?,?,8,64],f16>, !torch.vtensor<[?,?,8,64],f16>, !torch.int -> !torch.vtensor<[?,?,8,64],f16>
    torch.bind_symbolic_shape %144, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64)> : !torch.vtensor<[?,?,8,64],f16>
    %145 = torch.prim.ListConstruct %141, %144 : (!torch.vtensor<[?,?,8,64],f16>, !torch.vtensor<[?,?,8,64],f16>) -> !torch.list<vtensor>
    %int-1_168 = torch.constant.int -1
    %146 = torch.aten.stack %145, %int-1_168 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,8,64,2],f16>
    torch.bind_symbolic_shape %146, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 64, 2)> : !torch.vtensor<[?,?,8,64,2],f16>
    %int8_169 = torch.constant.int 8
    %int128_170 = torch.constant.int 128
    %147 = torch.prim.ListConstruct %2, %3, %int8_169, %int128_170 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %148 = torch.aten.view %146, %147 : !torch.vtensor<[?,?,8,64,2],f16>, !torch.list<int> -> !torch.vtensor<[?,?,8,128],f16>
    torch.bind_symbolic_shape %148, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8, 128)> : !torch.vtensor<[?,?,8,128],f16>
    %int1_171 = torch.constant.int 1
    %int2_172 = torch.constant.int 2
    %149 = torch.aten.transpose.int %134, %int1_171, %int2_172 : !torch.vtensor<[?,?,32,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,32,?,128],f16>
    torch.bind_symbolic_shape %149, [%1, %0], affine_map<()[s0, s1] -> (s1, 32, s0, 128)> : !torch.vtensor<[?,32,?,128],f16>
    %int1_173 = torch.constant.int 1
    %int2_174 = torch.constant.int 2
    %150 = torch.aten.transpose.int %148, %int1_173, %int2_174 : !torch.vtensor<[?,?,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,?,128],f16>
    torch.bind_symbolic_shape %150, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 128)> : !torch.vtensor<[?,8,?,128],f16>
    %int1_175 = torch.constant.int 1
    %int2_176 = torch.constant.int 2
    %151 = torch.aten.transpose.int %120, %int1_175, %int2_176 : !torch.vtensor<[?,?,8,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8,?,128],f16>
    torch.bind_symbolic_shape %151, [%1, %0], affine_map<()[s0, s1] -> (s1, 8, s0, 128)> : !torch.vtensor<[?,8,?,128],f16>
    %none_177 = torch.constant.none
    %float0.000000e00_178 = torch.constant.float 0.000000e+00
    %true_179 = torch.constant.bool true
    %none_180 = torch.constant.none
    %true_181 = torch.constant.bool true
    %152 = torch.aten.scaled_dot_product_attention %149, %150, %151, %none_177, %float0.000000e00_178, %true_179, %none_180, %true_181 : !torch.vtensor<[?,32,?,128],f16>, !torch.vtensor<[?,8,?,128],f16>, !torch.vtensor<[?,8,?,128],f16>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,32,?,128],f16>
    torch.bind_symbolic_shape %152, [%1, %0], affine_map<()[s0, s1] -> (s1, 32, s0, 128)> : !torch.vtensor<[?,32,?,128],f16>
    %int1_182 = torch.constant.int 1
    %int2_183 = torch.constant.int 2
    %153 = torch.aten.transpose.int %152, %int1_182, %int2_183 : !torch.vtensor<[?,32,?,128],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,?,32,128],f16>
    torch.bind_symbolic_shape %153, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 128)> : !torch.vtensor<[?,?,32,128],f16>
    %int0_184 = torch.constant.int 0
    %154 = torch.aten.clone %153, %int0_184 : !torch.vtensor<[?,?,32,128],f16>, !torch.int -> !torch.vtensor<[?,?,32,128],f16>
    torch.bind_symbolic_shape %154, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 32, 128)> : !torch.vtensor<[?,?,32,128],f16>
    %int4096_185 = torch.constant.int 4096
    %155 = torch.prim.ListConstruct %2, %3, %int4096_185 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %156 = torch.aten._unsafe_view %154, %155 : !torch.vtensor<[?,?,32,128],f16>, !torch.list<int> -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %156, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %__auto.layers.1.wo.weight = util.global.load @__auto.layers.1.wo.weight : tensor<4096x4096xf16>
    %157 = torch_c.from_builtin_tensor %__auto.layers.1.wo.weight : tensor<4096x4096xf16> -> !torch.vtensor<[4096,4096],f16>
    %none_186 = torch.constant.none
    %158 = torch.aten.linear %156, %157, %none_186 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[4096,4096],f16>, !torch.none -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %158, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %int1_187 = torch.constant.int 1
    %159 = torch.aten.add.Tensor %98, %158, %int1_187 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[?,?,4096],f16>, !torch.int -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %159, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %none_188 = torch.constant.none
    %none_189 = torch.constant.none
    %int5_190 = torch.constant.int 5
    %meta_191 = torch.constant.device "meta"
    %int0_192 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %159, %none_188, %none_189, %int5_190, %meta_191, %int0_192 : !torch.vtensor<[?,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_193 = torch.constant.int 6
    %160 = torch.prims.convert_element_type %159, %int6_193 : !torch.vtensor<[?,?,4096],f16>, !torch.int -> !torch.vtensor<[?,?,4096],f32>
    torch.bind_symbolic_shape %160, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f32>
    %int2_194 = torch.constant.int 2
    %161 = torch.aten.pow.Tensor_Scalar %160, %int2_194 : !torch.vtensor<[?,?,4096],f32>, !torch.int -> !torch.vtensor<[?,?,4096],f32>
    torch.bind_symbolic_shape %161, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f32>
    %int-1_195 = torch.constant.int -1
    %162 = torch.prim.ListConstruct %int-1_195 : (!torch.int) -> !torch.list<int>
    %true_196 = torch.constant.bool true
    %none_197 = torch.constant.none
    %163 = torch.aten.mean.dim %161, %162, %true_196, %none_197 : !torch.vtensor<[?,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %163, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %float1.000000e-05_198 = torch.constant.float 1.000000e-05
    %int1_199 = torch.constant.int 1
    %164 = torch.aten.add.Scalar %163, %float1.000000e-05_198, %int1_199 : !torch.vtensor<[?,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %164, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %165 = torch.aten.rsqrt %164 : !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %165, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %166 = torch.aten.mul.Tensor %160, %165 : !torch.vtensor<[?,?,4096],f32>, !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,4096],f32>
    torch.bind_symbolic_shape %166, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f32>
    %none_200 = torch.constant.none
    %none_201 = torch.constant.none
    %int6_202 = torch.constant.int 6
    %meta_203 = torch.constant.device "meta"
    %int0_204 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %166, %none_200, %none_201, %int6_202, %meta_203, %int0_204 : !torch.vtensor<[?,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_205 = torch.constant.int 5
    %167 = torch.prims.convert_element_type %166, %int5_205 : !torch.vtensor<[?,?,4096],f32>, !torch.int -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %167, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %__auto.layers.1.ffn_norm.weight = util.global.load @__auto.layers.1.ffn_norm.weight : tensor<4096xf16>
    %168 = torch_c.from_builtin_tensor %__auto.layers.1.ffn_norm.weight : tensor<4096xf16> -> !torch.vtensor<[4096],f16>
    %169 = torch.aten.mul.Tensor %167, %168 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[4096],f16> -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %169, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %__auto.layers.1.w1.weight = util.global.load @__auto.layers.1.w1.weight : tensor<14336x4096xf16>
    %170 = torch_c.from_builtin_tensor %__auto.layers.1.w1.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %none_206 = torch.constant.none
    %171 = torch.aten.linear %169, %170, %none_206 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[14336,4096],f16>, !torch.none -> !torch.vtensor<[?,?,14336],f16>
    torch.bind_symbolic_shape %171, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 14336)> : !torch.vtensor<[?,?,14336],f16>
    %172 = torch.aten.silu %171 : !torch.vtensor<[?,?,14336],f16> -> !torch.vtensor<[?,?,14336],f16>
    torch.bind_symbolic_shape %172, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 14336)> : !torch.vtensor<[?,?,14336],f16>
    %__auto.layers.1.w3.weight = util.global.load @__auto.layers.1.w3.weight : tensor<14336x4096xf16>
    %173 = torch_c.from_builtin_tensor %__auto.layers.1.w3.weight : tensor<14336x4096xf16> -> !torch.vtensor<[14336,4096],f16>
    %none_207 = torch.constant.none
    %174 = torch.aten.linear %169, %173, %none_207 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[14336,4096],f16>, !torch.none -> !torch.vtensor<[?,?,14336],f16>
    torch.bind_symbolic_shape %174, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 14336)> : !torch.vtensor<[?,?,14336],f16>
    %175 = torch.aten.mul.Tensor %172, %174 : !torch.vtensor<[?,?,14336],f16>, !torch.vtensor<[?,?,14336],f16> -> !torch.vtensor<[?,?,14336],f16>
    torch.bind_symbolic_shape %175, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 14336)> : !torch.vtensor<[?,?,14336],f16>
    %__auto.layers.1.w2.weight = util.global.load @__auto.layers.1.w2.weight : tensor<4096x14336xf16>
    %176 = torch_c.from_builtin_tensor %__auto.layers.1.w2.weight : tensor<4096x14336xf16> -> !torch.vtensor<[4096,14336],f16>
    %none_208 = torch.constant.none
    %177 = torch.aten.linear %175, %176, %none_208 : !torch.vtensor<[?,?,14336],f16>, !torch.vtensor<[4096,14336],f16>, !torch.none -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %177, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %int1_209 = torch.constant.int 1
    %178 = torch.aten.add.Tensor %159, %177, %int1_209 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[?,?,4096],f16>, !torch.int -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %178, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %none_210 = torch.constant.none
    %none_211 = torch.constant.none
    %int5_212 = torch.constant.int 5
    %meta_213 = torch.constant.device "meta"
    %int0_214 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %178, %none_210, %none_211, %int5_212, %meta_213, %int0_214 : !torch.vtensor<[?,?,4096],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_215 = torch.constant.int 6
    %179 = torch.prims.convert_element_type %178, %int6_215 : !torch.vtensor<[?,?,4096],f16>, !torch.int -> !torch.vtensor<[?,?,4096],f32>
    torch.bind_symbolic_shape %179, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f32>
    %int2_216 = torch.constant.int 2
    %180 = torch.aten.pow.Tensor_Scalar %179, %int2_216 : !torch.vtensor<[?,?,4096],f32>, !torch.int -> !torch.vtensor<[?,?,4096],f32>
    torch.bind_symbolic_shape %180, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f32>
    %int-1_217 = torch.constant.int -1
    %181 = torch.prim.ListConstruct %int-1_217 : (!torch.int) -> !torch.list<int>
    %true_218 = torch.constant.bool true
    %none_219 = torch.constant.none
    %182 = torch.aten.mean.dim %180, %181, %true_218, %none_219 : !torch.vtensor<[?,?,4096],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %182, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %float1.000000e-05_220 = torch.constant.float 1.000000e-05
    %int1_221 = torch.constant.int 1
    %183 = torch.aten.add.Scalar %182, %float1.000000e-05_220, %int1_221 : !torch.vtensor<[?,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %183, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %184 = torch.aten.rsqrt %183 : !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,1],f32>
    torch.bind_symbolic_shape %184, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],f32>
    %185 = torch.aten.mul.Tensor %179, %184 : !torch.vtensor<[?,?,4096],f32>, !torch.vtensor<[?,?,1],f32> -> !torch.vtensor<[?,?,4096],f32>
    torch.bind_symbolic_shape %185, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f32>
    %none_222 = torch.constant.none
    %none_223 = torch.constant.none
    %int6_224 = torch.constant.int 6
    %meta_225 = torch.constant.device "meta"
    %int0_226 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %185, %none_222, %none_223, %int6_224, %meta_225, %int0_226 : !torch.vtensor<[?,?,4096],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5_227 = torch.constant.int 5
    %186 = torch.prims.convert_element_type %185, %int5_227 : !torch.vtensor<[?,?,4096],f32>, !torch.int -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %186, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %__auto.norm.weight = util.global.load @__auto.norm.weight : tensor<4096xf16>
    %187 = torch_c.from_builtin_tensor %__auto.norm.weight : tensor<4096xf16> -> !torch.vtensor<[4096],f16>
    %188 = torch.aten.mul.Tensor %186, %187 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[4096],f16> -> !torch.vtensor<[?,?,4096],f16>
    torch.bind_symbolic_shape %188, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 4096)> : !torch.vtensor<[?,?,4096],f16>
    %__auto.out.weight = util.global.load @__auto.out.weight : tensor<128256x4096xf16>
    %189 = torch_c.from_builtin_tensor %__auto.out.weight : tensor<128256x4096xf16> -> !torch.vtensor<[128256,4096],f16>
    %none_228 = torch.constant.none
    %190 = torch.aten.linear %188, %189, %none_228 : !torch.vtensor<[?,?,4096],f16>, !torch.vtensor<[128256,4096],f16>, !torch.none -> !torch.vtensor<[?,?,128256],f16>
    torch.bind_symbolic_shape %190, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 128256)> : !torch.vtensor<[?,?,128256],f16>
    %191 = torch.prim.ListConstruct %68, %148 : (!torch.vtensor<[?,?,8,128],f16>, !torch.vtensor<[?,?,8,128],f16>) -> !torch.list<vtensor>
    %int0_229 = torch.constant.int 0
    %192 = torch.aten.stack %191, %int0_229 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,?,?,8,128],f16>
    torch.bind_symbolic_shape %192, [%1, %0], affine_map<()[s0, s1] -> (2, s1, s0, 8, 128)> : !torch.vtensor<[2,?,?,8,128],f16>
    %193 = torch.prim.ListConstruct %40, %120 : (!torch.vtensor<[?,?,8,128],f16>, !torch.vtensor<[?,?,8,128],f16>) -> !torch.list<vtensor>
    %int0_230 = torch.constant.int 0
    %194 = torch.aten.stack %193, %int0_230 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,?,?,8,128],f16>
    torch.bind_symbolic_shape %194, [%1, %0], affine_map<()[s0, s1] -> (2, s1, s0, 8, 128)> : !torch.vtensor<[2,?,?,8,128],f16>
    return %190, %192, %194 : !torch.vtensor<[?,?,128256],f16>, !torch.vtensor<[2,?,?,8,128],f16>, !torch.vtensor<[2,?,?,8,128],f16>
  }
}
