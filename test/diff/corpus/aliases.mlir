// User-defined aliases: inlined unless the printer has its own alias name (#map, #set, #loc, #distinct).

#a1 = 1 : i32
#a2 = [#a1, #a1]
!t0 = vector<4xf32>
!t1 = tensor<4xf32>
!t2 = memref<?x!t0>
#map_user = affine_map<(d0) -> (d0 floordiv 2)>
#map = affine_map<(d0) -> (d0 * 3)>
#map1 = affine_map<(d0) -> (d0 * 5)>
#loc = "not a loc"
!my_ty = !foo.bar<"x">
#set_user = affine_set<(d0) : (d0 >= 0)>
"my.op"() {a = #a2, b = !t2, c = #map1, d = #map_user, e = #map, f = #loc, g = !my_ty, s = #set_user} : () -> (!t1, !t2)
"my.op"() {m = memref<4xf32, #map_user>, t = tuple<!t1, !my_ty>} : () -> ()

// -----

// Aliases of aliases, unused aliases, dialect attribute aliases.
#unused = affine_map<(d0) -> (d0 + 100)>
!unused_t = i32
#base = #foo.base<1>
#derived = [#base, #foo.other]
!base_t = !foo.t<"p">
!wrapped = tuple<!base_t, !base_t>
func.func private @f(!wrapped) -> !base_t attributes {foo.attr = #derived}

// -----

// Nested aliasable attributes: maps inside types inside arrays; depth ordering.
#inner = affine_map<(d0, d1) -> (d1, d0)>
!mem = memref<4x4xf32, #inner>
"my.op"() {a = [!mem, affine_map<(d0) -> (d0 + 1)>], b = affine_set<(d0) : (d0 == 0)>} : () -> !mem
"my.op"() {c = tensor<4xf32, affine_map<(d0) -> (d0 * 4)>>, d = loc("attr_loc":1:1)} : () -> ()
