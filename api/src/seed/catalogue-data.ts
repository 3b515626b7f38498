import type { FoodVariation } from '../repositories/format.js'

/** What each module sells: categories (with children), products with a base price, and store names. */
export type ModuleType = 'food' | 'grocery' | 'pharmacy' | 'ecommerce' | 'parcel'

export interface ProductIdea {
  name: string
  price: number
  veg?: boolean
  unit?: string
  generic?: string
  prescription?: boolean
  condition?: string
}

export interface CategoryIdea {
  name: string
  children: string[]
  products: ProductIdea[]
}

export interface ModuleIdea {
  type: ModuleType
  name: string
  description: string
  storeNames: string[]
  categories: CategoryIdea[]
}

const p = (name: string, price: number, extra: Partial<ProductIdea> = {}): ProductIdea => ({ name, price, ...extra })

export const moduleIdeas: ModuleIdea[] = [
  {
    type: 'food',
    name: 'Food',
    description: 'Restaurants near you, delivered hot.',
    storeNames: [
      "Tony's Pizzeria",
      'Burger Barn',
      'Sakura Sushi House',
      'Green Leaf Bowls',
      'Noodle Street',
      'Bella Napoli',
      'Smash & Co.',
      'Bangkok Garden',
      'The Daily Grind Cafe',
      'Sweet Spoon Desserts',
      'Harvest Kitchen',
      'Golden Dragon',
      'Taco Fiesta',
      'Mediterranean Grill',
    ],
    categories: [
      {
        name: 'Pizza',
        children: ['Neapolitan', 'New York Style'],
        products: [
          p('Margherita Pizza', 12.5, { veg: true }),
          p('Pepperoni Pizza', 14),
          p('Quattro Formaggi Pizza', 15.5, { veg: true }),
          p('Diavola Pizza', 15),
          p('Funghi Pizza', 13.5, { veg: true }),
          p('BBQ Chicken Pizza', 16),
          p('Veggie Supreme Pizza', 14.5, { veg: true }),
          p('Hawaiian Pizza', 14.5),
        ],
      },
      {
        name: 'Burgers',
        children: ['Beef Burgers', 'Chicken Burgers'],
        products: [
          p('Classic Cheeseburger', 10.5),
          p('Double Smash Burger', 13),
          p('Crispy Chicken Burger', 11),
          p('Mushroom Swiss Burger', 12.5),
          p('Beyond Veggie Burger', 11.5, { veg: true }),
          p('Bacon BBQ Burger', 13.5),
        ],
      },
      {
        name: 'Asian',
        children: ['Sushi', 'Ramen', 'Thai'],
        products: [
          p('Salmon Nigiri Set', 16),
          p('California Roll', 9.5),
          p('Spicy Tuna Roll', 10.5),
          p('Tonkotsu Ramen', 15),
          p('Miso Ramen', 14, { veg: true }),
          p('Pad Thai', 13),
          p('Green Curry', 13.5),
          p('Chicken Katsu Curry', 14.5),
        ],
      },
      {
        name: 'Salads & Bowls',
        children: ['Salads', 'Poke'],
        products: [
          p('Caesar Salad', 9.5),
          p('Greek Salad', 9, { veg: true }),
          p('Quinoa Power Bowl', 11.5, { veg: true }),
          p('Ahi Poke Bowl', 15.5),
          p('Salmon Poke Bowl', 15),
          p('Falafel Bowl', 11, { veg: true }),
        ],
      },
      {
        name: 'Desserts',
        children: ['Ice Cream', 'Cakes'],
        products: [
          p('Tiramisu', 7, { veg: true }),
          p('New York Cheesecake', 7.5, { veg: true }),
          p('Chocolate Lava Cake', 8, { veg: true }),
          p('Vanilla Gelato', 5.5, { veg: true }),
          p('Pistachio Gelato', 6, { veg: true }),
        ],
      },
      {
        name: 'Drinks',
        children: ['Coffee', 'Juices'],
        products: [
          p('Iced Latte', 4.5, { veg: true }),
          p('Cappuccino', 4, { veg: true }),
          p('Fresh Orange Juice', 5, { veg: true }),
          p('Mango Lassi', 5.5, { veg: true }),
          p('Homemade Lemonade', 4, { veg: true }),
        ],
      },
    ],
  },
  {
    type: 'grocery',
    name: 'Grocery',
    description: 'Fresh groceries and daily essentials in minutes.',
    storeNames: [
      'FreshMart',
      'Green Basket',
      'Corner Grocer',
      'Daily Harvest Market',
      'City Pantry',
      'Farm to Table Grocery',
      'Urban Greens',
      'The Organic Shelf',
      'QuickStop Market',
      'Sunrise Foods',
      'Village Provisions',
      'Market Square',
    ],
    categories: [
      {
        name: 'Fruits & Vegetables',
        children: ['Fresh Fruits', 'Fresh Vegetables'],
        products: [
          p('Bananas', 1.99, { unit: 'kg', veg: true }),
          p('Honeycrisp Apples', 3.49, { unit: 'kg', veg: true }),
          p('Avocados', 1.25, { unit: 'pc', veg: true }),
          p('Strawberries', 4.99, { unit: 'pack', veg: true }),
          p('Baby Spinach', 3.29, { unit: 'pack', veg: true }),
          p('Roma Tomatoes', 2.79, { unit: 'kg', veg: true }),
          p('Red Onions', 1.89, { unit: 'kg', veg: true }),
          p('Broccoli Crowns', 2.49, { unit: 'kg', veg: true }),
          p('Blueberries', 5.49, { unit: 'pack', veg: true }),
        ],
      },
      {
        name: 'Dairy & Eggs',
        children: ['Milk', 'Cheese', 'Eggs'],
        products: [
          p('Whole Milk', 3.99, { unit: 'ltr', veg: true }),
          p('Oat Milk', 4.49, { unit: 'ltr', veg: true }),
          p('Greek Yogurt', 5.29, { unit: 'pack', veg: true }),
          p('Aged Cheddar', 6.99, { unit: 'pack', veg: true }),
          p('Free-Range Eggs', 5.49, { unit: 'dozen' }),
          p('Salted Butter', 4.79, { unit: 'pack', veg: true }),
        ],
      },
      {
        name: 'Bakery',
        children: ['Bread', 'Pastries'],
        products: [
          p('Sourdough Loaf', 5.99, { unit: 'pc', veg: true }),
          p('Whole Wheat Bread', 3.99, { unit: 'pc', veg: true }),
          p('Butter Croissants', 6.49, { unit: 'pack', veg: true }),
          p('Blueberry Muffins', 5.99, { unit: 'pack', veg: true }),
          p('Bagels', 4.99, { unit: 'pack', veg: true }),
        ],
      },
      {
        name: 'Beverages',
        children: ['Juices', 'Soft Drinks', 'Water'],
        products: [
          p('Cold Brew Coffee', 4.99, { unit: 'pc', veg: true }),
          p('Sparkling Water', 1.29, { unit: 'ltr', veg: true }),
          p('Apple Juice', 3.49, { unit: 'ltr', veg: true }),
          p('Cola Classic', 1.99, { unit: 'ltr', veg: true }),
          p('Green Tea', 3.99, { unit: 'pack', veg: true }),
        ],
      },
      {
        name: 'Snacks',
        children: ['Chips', 'Cookies'],
        products: [
          p('Sea Salt Potato Chips', 3.49, { unit: 'pack', veg: true }),
          p('Chocolate Chip Cookies', 4.29, { unit: 'pack', veg: true }),
          p('Mixed Nuts', 7.99, { unit: 'pack', veg: true }),
          p('Tortilla Chips', 3.79, { unit: 'pack', veg: true }),
          p('Dark Chocolate Bar', 2.99, { unit: 'pc', veg: true }),
        ],
      },
      {
        name: 'Pantry',
        children: ['Rice & Grains', 'Pasta', 'Oils'],
        products: [
          p('Basmati Rice', 8.99, { unit: 'kg', veg: true }),
          p('Spaghetti', 1.99, { unit: 'pack', veg: true }),
          p('Extra Virgin Olive Oil', 11.99, { unit: 'ltr', veg: true }),
          p('Rolled Oats', 4.49, { unit: 'kg', veg: true }),
          p('Canned Chickpeas', 1.49, { unit: 'pc', veg: true }),
          p('Marinara Sauce', 4.99, { unit: 'pc', veg: true }),
        ],
      },
    ],
  },
  {
    type: 'pharmacy',
    name: 'Pharmacy',
    description: 'Medicines and health care, from licensed pharmacies.',
    storeNames: [
      'CityCare Pharmacy',
      'HealthPlus Drugstore',
      'MediQuick',
      'Wellness Corner Pharmacy',
      'GoodHealth Chemist',
      'Neighborhood Pharmacy',
      'CarePoint Pharmacy',
      'Vital Pharmacy',
      'PureLife Pharmacy',
      'Remedy Rx',
      'Family Pharmacy',
    ],
    categories: [
      {
        name: 'Pain Relief',
        children: ['Headache', 'Muscle Pain'],
        products: [
          p('Paracetamol 500mg Tablets', 4.99, { unit: 'pack', generic: 'Paracetamol', condition: 'Headache' }),
          p('Ibuprofen 200mg Tablets', 6.49, { unit: 'pack', generic: 'Ibuprofen', condition: 'Fever' }),
          p('Aspirin 81mg Low Dose', 5.99, { unit: 'pack', generic: 'Acetylsalicylic acid', condition: 'Headache' }),
          p('Naproxen 220mg Caplets', 8.99, { unit: 'pack', generic: 'Naproxen', condition: 'Headache' }),
          p('Pain Relief Gel', 9.49, { unit: 'pc', generic: 'Diclofenac', condition: 'Headache' }),
        ],
      },
      {
        name: 'Cold & Flu',
        children: ['Cough', 'Nasal Care'],
        products: [
          p('Honey Lemon Cough Syrup', 8.49, { unit: 'pc', generic: 'Dextromethorphan', condition: 'Cold & Cough' }),
          p('Saline Nasal Spray', 5.49, { unit: 'pc', generic: 'Sodium chloride', condition: 'Cold & Cough' }),
          p('Day & Night Cold Relief', 10.99, { unit: 'pack', generic: 'Phenylephrine', condition: 'Cold & Cough' }),
          p('Throat Lozenges', 3.99, { unit: 'pack', generic: 'Menthol', condition: 'Cold & Cough' }),
          p('Antihistamine 10mg Tablets', 7.99, { unit: 'pack', generic: 'Cetirizine', condition: 'Allergy' }),
        ],
      },
      {
        name: 'Vitamins & Supplements',
        children: ['Multivitamins', 'Vitamin C', 'Omega-3'],
        products: [
          p('Daily Multivitamin', 12.99, { unit: 'pack', generic: 'Multivitamin' }),
          p('Vitamin C 1000mg', 9.99, { unit: 'pack', generic: 'Ascorbic acid' }),
          p('Omega-3 Fish Oil', 15.99, { unit: 'pack', generic: 'Omega-3' }),
          p('Vitamin D3 2000 IU', 8.99, { unit: 'pack', generic: 'Cholecalciferol' }),
          p('Probiotic Capsules', 19.99, { unit: 'pack', generic: 'Lactobacillus', condition: 'Digestion' }),
        ],
      },
      {
        name: 'Prescription Medicines',
        children: ['Antibiotics', 'Chronic Care'],
        products: [
          p('Amoxicillin 500mg Capsules', 14.99, { unit: 'pack', generic: 'Amoxicillin', prescription: true }),
          p('Metformin 500mg Tablets', 11.99, { unit: 'pack', generic: 'Metformin', prescription: true, condition: 'Diabetes' }),
          p('Lisinopril 10mg Tablets', 12.49, { unit: 'pack', generic: 'Lisinopril', prescription: true }),
          p('Atorvastatin 20mg Tablets', 16.99, { unit: 'pack', generic: 'Atorvastatin', prescription: true }),
        ],
      },
      {
        name: 'Personal Care',
        children: ['Skin Care', 'Oral Care'],
        products: [
          p('Hydrating Face Cream', 13.99, { unit: 'pc', condition: 'Skin Care' }),
          p('SPF 50 Sunscreen', 11.49, { unit: 'pc', condition: 'Skin Care' }),
          p('Whitening Toothpaste', 4.49, { unit: 'pc' }),
          p('Antiseptic Mouthwash', 6.99, { unit: 'pc' }),
          p('Hand Sanitizer', 3.49, { unit: 'pc' }),
        ],
      },
      {
        name: 'First Aid',
        children: ['Bandages', 'Antiseptics'],
        products: [
          p('Adhesive Bandages', 4.99, { unit: 'pack' }),
          p('Antiseptic Wipes', 5.49, { unit: 'pack' }),
          p('Digital Thermometer', 14.99, { unit: 'pc', condition: 'Fever' }),
          p('Elastic Bandage Wrap', 6.49, { unit: 'pc' }),
          p('Oral Rehydration Salts', 7.49, { unit: 'pack', condition: 'Digestion' }),
        ],
      },
    ],
  },
  {
    type: 'ecommerce',
    name: 'Shop',
    description: 'Electronics, fashion and home goods from local shops.',
    storeNames: [
      'Gadget Hub',
      'Urban Threads',
      'Home & Hearth',
      'Peak Sports',
      'Glow Beauty Bar',
      'Tech Corner',
      'Style Avenue',
      'Kitchen Craft',
      'Active Life Store',
      'The Sneaker Spot',
      'Bright Living',
      'Pixel Electronics',
    ],
    categories: [
      {
        name: 'Electronics',
        children: ['Phones', 'Audio', 'Accessories'],
        products: [
          p('Wireless Earbuds', 59.99),
          p('Noise Cancelling Headphones', 149),
          p('Smartphone 128GB', 499),
          p('Fast Charger 30W', 24.99),
          p('Bluetooth Speaker', 79),
          p('Smart Watch', 199),
          p('USB-C Cable 2m', 12.99),
          p('Power Bank 20000mAh', 39.99),
        ],
      },
      {
        name: 'Fashion',
        children: ['Men', 'Women', 'Shoes'],
        products: [
          p('Cotton Crew T-Shirt', 19.99),
          p('Slim Fit Jeans', 49.99),
          p('Running Sneakers', 89.99),
          p('Linen Summer Dress', 59.99),
          p('Wool Blend Coat', 159),
          p('Leather Belt', 29.99),
          p('Hooded Sweatshirt', 44.99),
        ],
      },
      {
        name: 'Home & Kitchen',
        children: ['Cookware', 'Decor'],
        products: [
          p('Nonstick Frying Pan', 34.99),
          p('Chef Knife 8 inch', 49.99),
          p('Ceramic Dinner Set', 79.99),
          p('Scented Candle', 18.99),
          p('Throw Blanket', 39.99),
          p('French Press', 29.99),
        ],
      },
      {
        name: 'Sports',
        children: ['Fitness', 'Outdoor'],
        products: [
          p('Yoga Mat', 29.99),
          p('Adjustable Dumbbells', 129),
          p('Insulated Water Bottle', 24.99),
          p('Camping Lantern', 34.99),
          p('Resistance Bands Set', 19.99),
        ],
      },
      {
        name: 'Beauty',
        children: ['Makeup', 'Fragrance'],
        products: [p('Matte Lipstick', 16.99), p('Eau de Parfum 50ml', 69), p('Vitamin C Serum', 27.99), p('Volume Mascara', 14.99)],
      },
    ],
  },
]

export const brandNames = ['Nova', 'Acme', 'Zephyr', 'Lumen', 'Orbit', 'Kestrel', 'Vantage', 'Pulse', 'Aurora', 'Summit', 'Terra', 'Brio']
export const unitNames = ['kg', 'g', 'pc', 'ltr', 'ml', 'pack', 'dozen']
export const commonConditionNames = ['Headache', 'Fever', 'Cold & Cough', 'Allergy', 'Diabetes', 'Skin Care', 'Digestion']
export const foodAddOns: [string, number][] = [
  ['Extra Cheese', 1.5],
  ['Garlic Dip', 0.99],
  ['Fries', 3.49],
  ['Soda Can', 1.99],
  ['Side Salad', 4.5],
  ['Extra Sauce', 0.5],
]
export const parcelCategoryIdeas: [string, string, number, number][] = [
  ['Documents', 'Letters, contracts and papers up to 1 kg.', 1.2, 5],
  ['Small Package', 'Boxes up to 5 kg that fit on a bike.', 1.5, 6],
  ['Medium Box', 'Boxes up to 15 kg.', 2, 8],
  ['Large Item', 'Bulky items up to 40 kg, delivered by car.', 3, 15],
  ['Fragile', 'Handled with extra care: glass, ceramics, electronics.', 2.5, 10],
  ['Groceries & Food', 'Bags of shopping or a meal for a friend.', 1.4, 5],
]

/** Food variation groups per food category: single/multi, required/optional, min/max. */
export function foodVariationsFor(category: string): FoodVariation[] {
  const size = (step: number): FoodVariation => ({
    name: 'Size',
    type: 'single',
    min: 0,
    max: 0,
    required: 'on',
    values: [
      { label: 'Small', optionPrice: 0 },
      { label: 'Medium', optionPrice: step },
      { label: 'Large', optionPrice: step * 2 },
    ],
  })
  switch (category) {
    case 'Pizza':
      return [
        size(3),
        {
          name: 'Crust',
          type: 'single',
          min: 0,
          max: 0,
          required: 'off',
          values: [
            { label: 'Thin', optionPrice: 0 },
            { label: 'Stuffed', optionPrice: 2.5 },
          ],
        },
        {
          name: 'Toppings',
          type: 'multi',
          min: 1,
          max: 3,
          required: 'off',
          values: [
            { label: 'Olives', optionPrice: 1 },
            { label: 'Mushrooms', optionPrice: 1 },
            { label: 'Jalapenos', optionPrice: 0.75 },
            { label: 'Extra Basil', optionPrice: 0.5 },
          ],
        },
      ]
    case 'Burgers':
      return [
        {
          name: 'Patty',
          type: 'single',
          min: 0,
          max: 0,
          required: 'on',
          values: [
            { label: 'Single', optionPrice: 0 },
            { label: 'Double', optionPrice: 3.5 },
          ],
        },
        {
          name: 'Extras',
          type: 'multi',
          min: 1,
          max: 2,
          required: 'off',
          values: [
            { label: 'Bacon', optionPrice: 2 },
            { label: 'Avocado', optionPrice: 1.5 },
            { label: 'Fried Egg', optionPrice: 1.25 },
          ],
        },
      ]
    case 'Asian':
      return [
        {
          name: 'Spice Level',
          type: 'single',
          min: 0,
          max: 0,
          required: 'on',
          values: [
            { label: 'Mild', optionPrice: 0 },
            { label: 'Medium', optionPrice: 0 },
            { label: 'Hot', optionPrice: 0 },
          ],
        },
        {
          name: 'Sides',
          type: 'multi',
          min: 1,
          max: 2,
          required: 'on',
          values: [
            { label: 'Edamame', optionPrice: 3 },
            { label: 'Miso Soup', optionPrice: 2.5 },
            { label: 'Gyoza', optionPrice: 4 },
          ],
        },
      ]
    case 'Drinks':
      return [size(1)]
    case 'Salads & Bowls':
      return [
        {
          name: 'Dressing',
          type: 'single',
          min: 0,
          max: 0,
          required: 'off',
          values: [
            { label: 'Lemon Vinaigrette', optionPrice: 0 },
            { label: 'Sesame Ginger', optionPrice: 0 },
            { label: 'Ranch', optionPrice: 0.5 },
          ],
        },
      ]
    default:
      return []
  }
}
