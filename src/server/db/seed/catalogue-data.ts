import type { ServiceType } from '#shared/constants.ts';

/**
 * The reference catalogue: categories and sub categories of a New Zealand local-services
 * marketplace, with the words the demo and bulk seeds build listings from. Slugs derive from the
 * names with `slugify`, so renaming an entry here changes its slug: keep names stable.
 */

export type IconName =
  | 'house'
  | 'drop'
  | 'bolt'
  | 'sparkle'
  | 'leaf'
  | 'truck'
  | 'monitor'
  | 'car'
  | 'brush'
  | 'bug'
  | 'wrench';

export type SubCategorySeed = {
  name: string;
  /** Plausible service types, the usual one first. */
  types: ServiceType[];
  /** Listing title templates; `{suburb}` and `{city}` are filled in. */
  titles: string[];
  /** What the service covers, lower case, for descriptions and enquiries. */
  tasks: string[];
  /** What a reviewer calls the job ("sorted our {noun}"). */
  noun: string;
};

export type CategorySeed = {
  name: string;
  /** Gradient colours of the generated images. */
  colors: [string, string];
  icon: IconName;
  /** The trade in a sentence ("a family-owned {trade} business"). */
  trade: string;
  /** Words a business of this trade uses in its name. */
  businessWords: string[];
  /** Trade credentials for the first "about service" box. */
  credentials: string[];
  subCategories: SubCategorySeed[];
};

export const CATALOGUE: readonly CategorySeed[] = [
  {
    name: 'Building & Construction',
    trade: 'building',
    colors: ['#b45309', '#78350f'],
    icon: 'house',
    businessWords: ['Builders', 'Building', 'Construction', 'Homes', 'Carpentry'],
    credentials: [
      'Licensed Building Practitioners (LBP) on every job',
      'Registered Master Builders with a 10-year guarantee',
      'Council consents and code compliance handled for you',
    ],
    subCategories: [
      {
        name: 'Builders',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Residential Builder in {suburb}',
          'New Builds and Extensions in {city}',
          'Licensed Builder for Alterations, {suburb}',
          'Small Building Jobs Done Right in {city}',
        ],
        tasks: [
          'new homes',
          'house extensions',
          'internal alterations',
          'garages and sleep-outs',
          'weathertightness repairs',
        ],
        noun: 'building job',
      },
      {
        name: 'Renovations',
        types: ['residential', 'commercial'],
        titles: [
          'Kitchen and Bathroom Renovations in {city}',
          'Villa and Bungalow Renovations, {suburb}',
          'Full Home Renovations in {suburb}',
          'Renovation Specialists for {city} Homes',
        ],
        tasks: [
          'kitchen renovations',
          'bathroom makeovers',
          'villa restorations',
          'opening up living areas',
          'laundry upgrades',
        ],
        noun: 'renovation',
      },
      {
        name: 'Decks & Pergolas',
        types: ['residential', 'commercial'],
        titles: [
          'Hardwood Decks and Pergolas in {city}',
          'Deck Building and Repairs, {suburb}',
          'Custom Pergolas and Outdoor Rooms in {suburb}',
          'Kwila and Pine Decking in {city}',
        ],
        tasks: [
          'new timber decks',
          'deck repairs and re-boarding',
          'pergolas and louvre roofs',
          'balustrades and steps',
          'deck oiling',
        ],
        noun: 'deck',
      },
      {
        name: 'Fencing & Gates',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Timber and Aluminium Fencing in {city}',
          'Fence Building and Repairs, {suburb}',
          'Pool Fencing and Gates in {suburb}',
          'Boundary Fences Built to Last in {city}',
        ],
        tasks: [
          'paling and board fences',
          'pool fencing to code',
          'automatic gates',
          'retaining walls',
          'storm-damaged fence repairs',
        ],
        noun: 'fence',
      },
      {
        name: 'Concrete & Paving',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Concrete Driveways and Paths in {city}',
          'Exposed Aggregate Concrete, {suburb}',
          'Paving and Patios in {suburb}',
          'Concrete Cutting and Placing in {city}',
        ],
        tasks: [
          'driveways',
          'exposed aggregate',
          'house slabs',
          'paved patios',
          'concrete cutting and repairs',
        ],
        noun: 'driveway',
      },
      {
        name: 'Roofing',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Roof Repairs and Replacement in {city}',
          'Long-run Roofing, {suburb}',
          'Gutters and Spouting in {suburb}',
          'Leaky Roof Fixed Fast in {city}',
        ],
        tasks: [
          'long-run iron roofs',
          'tile roof repairs',
          'gutter and spouting replacement',
          'leak finding',
          'roof inspections',
        ],
        noun: 'roof',
      },
    ],
  },
  {
    name: 'Plumbing & Gas',
    trade: 'plumbing and gas',
    colors: ['#0369a1', '#0c4a6e'],
    icon: 'drop',
    businessWords: ['Plumbing', 'Plumbing & Gas', 'Plumbers', 'Pipeworks'],
    credentials: [
      'Certifying plumbers registered with the PGDB',
      'Certifying gasfitters: every job signed off',
      'Fully insured, with a workmanship guarantee',
    ],
    subCategories: [
      {
        name: 'Plumbers',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Local Plumber in {suburb}',
          'Emergency Plumbing Repairs in {city}',
          'Leaking Taps and Toilets Fixed, {suburb}',
          'Friendly Plumbers for {city} Homes',
        ],
        tasks: [
          'leaking taps and toilets',
          'burst pipes',
          'bathroom and kitchen plumbing',
          'water filters',
          'replacing old pipework',
        ],
        noun: 'plumbing',
      },
      {
        name: 'Gasfitting',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Certified Gasfitter in {city}',
          'Gas Hob and Heater Installation, {suburb}',
          'LPG and Natural Gas Connections in {suburb}',
          'Gas Safety Checks in {city}',
        ],
        tasks: [
          'gas hobs and cooktops',
          'continuous-flow gas hot water',
          'gas fires and heaters',
          'LPG bottle connections',
          'gas safety checks',
        ],
        noun: 'gas work',
      },
      {
        name: 'Hot Water Cylinders',
        types: ['residential', 'commercial'],
        titles: [
          'Hot Water Cylinder Replacement in {city}',
          'No Hot Water? Same-day Repairs, {suburb}',
          'Heat Pump Hot Water Systems in {suburb}',
          'Hot Water Cylinders Supplied and Installed, {city}',
        ],
        tasks: [
          'cylinder replacement',
          'element and thermostat repairs',
          'heat pump hot water',
          'valve upgrades',
          'seismic restraints',
        ],
        noun: 'hot water cylinder',
      },
      {
        name: 'Drainlaying',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Registered Drainlayer in {city}',
          'Blocked Drains Cleared, {suburb}',
          'Drain Camera Inspections in {suburb}',
          'Stormwater and Sewer Drainage in {city}',
        ],
        tasks: [
          'blocked drains',
          'CCTV drain inspections',
          'new stormwater lines',
          'sewer connections',
          'soakholes',
        ],
        noun: 'drains',
      },
      {
        name: 'Leak Detection',
        types: ['residential', 'commercial'],
        titles: [
          'Water Leak Detection in {city}',
          'Hidden Leaks Found Fast, {suburb}',
          'Thermal Imaging Leak Detection in {suburb}',
          'High Water Bill? Leak Detection, {city}',
        ],
        tasks: [
          'hidden water leaks',
          'thermal imaging',
          'pressure testing',
          'shower leak investigations',
          'water meter checks',
        ],
        noun: 'leak',
      },
    ],
  },
  {
    name: 'Electrical',
    trade: 'electrical',
    colors: ['#ca8a04', '#713f12'],
    icon: 'bolt',
    businessWords: ['Electrical', 'Sparks', 'Electric', 'Electricians'],
    credentials: [
      'Registered electricians: a Certificate of Compliance for every job',
      'Master Electricians member with a workmanship guarantee',
      'Fully licensed and insured electrical workers',
    ],
    subCategories: [
      {
        name: 'Electricians',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Local Electrician in {suburb}',
          'Domestic and Commercial Electrical, {city}',
          'Rewiring and Switchboard Upgrades in {suburb}',
          'Reliable Sparky in {city}',
        ],
        tasks: [
          'rewiring older homes',
          'switchboard upgrades',
          'extra power points',
          'fault finding',
          'electrical safety checks',
        ],
        noun: 'electrical work',
      },
      {
        name: 'Heat Pumps & Air Conditioning',
        types: ['residential', 'commercial'],
        titles: [
          'Heat Pump Installation in {city}',
          'Heat Pump Servicing and Cleaning, {suburb}',
          'Ducted Heating and Cooling in {suburb}',
          'Air Conditioning for {city} Offices',
        ],
        tasks: [
          'high-wall heat pumps',
          'ducted systems',
          'heat pump servicing',
          'ventilation systems',
          'office air conditioning',
        ],
        noun: 'heat pump',
      },
      {
        name: 'Lighting',
        types: ['residential', 'commercial'],
        titles: [
          'LED Lighting Upgrades in {city}',
          'Indoor and Outdoor Lighting, {suburb}',
          'Downlights and Garden Lighting in {suburb}',
          'Commercial LED Retrofits in {city}',
        ],
        tasks: [
          'LED downlights',
          'garden and deck lighting',
          'security lights',
          'smart lighting controls',
          'commercial LED retrofits',
        ],
        noun: 'lighting',
      },
      {
        name: 'Solar Power',
        types: ['residential', 'commercial'],
        titles: [
          'Solar Panels Installed in {city}',
          'Solar and Battery Systems, {suburb}',
          'Grid-tied Solar for {suburb} Homes',
          'Commercial Solar in {city}',
        ],
        tasks: [
          'rooftop solar panels',
          'home batteries',
          'inverter replacements',
          'solar system health checks',
          'commercial solar arrays',
        ],
        noun: 'solar system',
      },
      {
        name: 'EV Charger Installation',
        types: ['residential', 'commercial'],
        titles: [
          'EV Charger Installation in {city}',
          'Home EV Chargers, {suburb}',
          'Workplace EV Charging in {city}',
          'Smart EV Chargers Fitted in {suburb}',
        ],
        tasks: [
          'home wall chargers',
          'load management',
          'workplace charging',
          'switchboard upgrades for charging',
          'smart charger set-up',
        ],
        noun: 'EV charger',
      },
    ],
  },
  {
    name: 'Cleaning',
    trade: 'cleaning',
    colors: ['#0d9488', '#134e4a'],
    icon: 'sparkle',
    businessWords: ['Cleaning', 'Cleaners', 'Cleaning Services', 'Shine'],
    credentials: [
      'Police-vetted, fully insured cleaners',
      'Eco-friendly products that are safe for kids and pets',
      'Our 100% satisfaction guarantee: we come back if you are not happy',
    ],
    subCategories: [
      {
        name: 'House Cleaning',
        types: ['residential'],
        titles: [
          'Regular House Cleaning in {suburb}',
          'Weekly and Fortnightly Cleans, {city}',
          'Spring Cleaning in {suburb}',
          'Trusted Home Cleaners in {city}',
        ],
        tasks: [
          'weekly cleans',
          'spring cleans',
          'oven and fridge cleaning',
          'ironing',
          'post-party clean-ups',
        ],
        noun: 'clean',
      },
      {
        name: 'Commercial Cleaning',
        types: ['commercial'],
        titles: [
          'Office Cleaning in {city}',
          'Commercial Cleaning Contracts, {suburb}',
          'After-hours Cleaning for {city} Businesses',
          'Retail and Clinic Cleaning in {suburb}',
        ],
        tasks: [
          'office cleaning',
          'washroom servicing',
          'retail store cleaning',
          'medical clinic cleaning',
          'hard floor care',
        ],
        noun: 'office clean',
      },
      {
        name: 'End of Tenancy Cleaning',
        types: ['residential', 'commercial'],
        titles: [
          'End of Tenancy Cleaning in {city}',
          'Bond-back Cleans, {suburb}',
          'Move-out Cleaning in {suburb}',
          'Rental Property Cleans in {city}',
        ],
        tasks: [
          'bond-back cleans',
          'move-in cleans',
          'oven and rangehood degreasing',
          'wall washing',
          'carpet shampooing',
        ],
        noun: 'end of tenancy clean',
      },
      {
        name: 'Carpet Cleaning',
        types: ['residential', 'commercial'],
        titles: [
          'Carpet Cleaning in {city}',
          'Carpet and Upholstery Cleaning, {suburb}',
          'Steam Carpet Cleaning in {suburb}',
          'Stain and Odour Removal in {city}',
        ],
        tasks: [
          'hot water extraction',
          'upholstery cleaning',
          'stain removal',
          'pet odour treatment',
          'rug cleaning',
        ],
        noun: 'carpets',
      },
      {
        name: 'Window Cleaning',
        types: ['residential', 'commercial'],
        titles: [
          'Window Cleaning in {city}',
          'Streak-free Windows, {suburb}',
          'High-rise Window Cleaning in {city}',
          'Window and Gutter Cleaning in {suburb}',
        ],
        tasks: [
          'inside and outside windows',
          'water-fed pole cleaning',
          'shopfront windows',
          'high-rise access',
          'fly screens and tracks',
        ],
        noun: 'windows',
      },
      {
        name: 'Water Blasting',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Water Blasting in {city}',
          'House Washing and Water Blasting, {suburb}',
          'Driveway and Deck Water Blasting in {suburb}',
          'Soft Washing for {city} Homes',
        ],
        tasks: [
          'house washing',
          'driveways and paths',
          'decks',
          'roof soft washing',
          'moss and mould treatment',
        ],
        noun: 'water blasting',
      },
    ],
  },
  {
    name: 'Gardening & Landscaping',
    trade: 'gardening and landscaping',
    colors: ['#15803d', '#14532d'],
    icon: 'leaf',
    businessWords: ['Landscapes', 'Gardens', 'Garden Services', 'Lawn Care', 'Green'],
    credentials: [
      'Green waste taken away at no extra cost',
      'Qualified horticulturists who know local soils',
      'Fully insured, with our own trucks and gear',
    ],
    subCategories: [
      {
        name: 'Lawn Mowing',
        types: ['residential', 'commercial'],
        titles: [
          'Lawn Mowing in {suburb}',
          'Regular Lawn Care, {city}',
          'Lawns and Edges Done Right in {suburb}',
          'Lawn Mowing Rounds in {city}',
        ],
        tasks: [
          'regular mowing',
          'edging and trimming',
          'lawn feeding',
          'weed spraying',
          'new lawns',
        ],
        noun: 'lawns',
      },
      {
        name: 'Landscaping',
        types: ['residential', 'commercial'],
        titles: [
          'Landscape Design and Build in {city}',
          'Garden Makeovers, {suburb}',
          'Native Planting and Landscaping in {suburb}',
          'Outdoor Living Spaces in {city}',
        ],
        tasks: [
          'landscape design',
          'native planting',
          'retaining walls and steps',
          'paving and pathways',
          'garden lighting',
        ],
        noun: 'landscaping',
      },
      {
        name: 'Arborists & Tree Removal',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Qualified Arborist in {city}',
          'Tree Removal and Pruning, {suburb}',
          'Hedge Trimming and Stump Grinding in {suburb}',
          'Storm-damaged Trees Made Safe, {city}',
        ],
        tasks: [
          'tree removal',
          'pruning and shaping',
          'hedge trimming',
          'stump grinding',
          'storm damage call-outs',
        ],
        noun: 'tree work',
      },
      {
        name: 'Garden Maintenance',
        types: ['residential', 'commercial'],
        titles: [
          'Garden Maintenance in {suburb}',
          'Weeding and Pruning, {city}',
          'Seasonal Garden Tidy-ups in {suburb}',
          'Commercial Grounds Maintenance in {city}',
        ],
        tasks: [
          'weeding',
          'pruning roses and shrubs',
          'mulching',
          'seasonal tidy-ups',
          'grounds maintenance',
        ],
        noun: 'garden',
      },
      {
        name: 'Irrigation',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Garden Irrigation in {city}',
          'Sprinkler Systems Installed, {suburb}',
          'Drip Irrigation and Water Tanks in {suburb}',
          'Irrigation Repairs in {city}',
        ],
        tasks: [
          'automatic sprinklers',
          'drip irrigation',
          'rainwater tanks',
          'controller upgrades',
          'leak repairs',
        ],
        noun: 'irrigation',
      },
    ],
  },
  {
    name: 'Moving & Storage',
    trade: 'moving and storage',
    colors: ['#4f46e5', '#312e81'],
    icon: 'truck',
    businessWords: ['Movers', 'Removals', 'Moving', 'Freight'],
    credentials: [
      'Goods-in-transit insurance on every move',
      'Experienced crews with padded trucks and blankets',
      'Fixed-price quotes with no hidden extras',
    ],
    subCategories: [
      {
        name: 'Furniture Removals',
        types: ['residential', 'commercial'],
        titles: [
          'House Movers in {city}',
          'Furniture Removals, {suburb}',
          'Local and Inter-island Moves from {city}',
          'Small Moves and Single Items in {suburb}',
        ],
        tasks: [
          'house moves',
          'packing and boxes',
          'single items',
          'inter-island moves',
          'piano moving',
        ],
        noun: 'move',
      },
      {
        name: 'Office Relocations',
        types: ['commercial'],
        titles: [
          'Office Relocations in {city}',
          'Business Moves Over a Weekend, {suburb}',
          'IT and Office Furniture Moving in {city}',
          'Commercial Movers in {suburb}',
        ],
        tasks: [
          'office moves',
          'IT equipment',
          'after-hours moves',
          'furniture assembly',
          'secure document moves',
        ],
        noun: 'office move',
      },
      {
        name: 'Self Storage',
        types: ['residential', 'commercial'],
        titles: [
          'Self Storage Units in {city}',
          'Secure Storage, {suburb}',
          'Mobile Storage Containers in {city}',
          'Short and Long-term Storage in {suburb}',
        ],
        tasks: [
          'storage units',
          'mobile containers',
          'climate-controlled storage',
          'business archive storage',
          'boxes and packing supplies',
        ],
        noun: 'storage',
      },
      {
        name: 'Rubbish Removal',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Rubbish Removal in {city}',
          'Skip Bins and Junk Removal, {suburb}',
          'Green Waste and Inorganic Collection in {suburb}',
          'Builders Waste Removal in {city}',
        ],
        tasks: [
          'skip bins',
          'junk removal',
          'green waste',
          'builders waste',
          'deceased estate clear-outs',
        ],
        noun: 'rubbish removal',
      },
      {
        name: 'Courier & Delivery',
        types: ['commercial', 'trade'],
        titles: [
          'Same-day Courier in {city}',
          'Local Deliveries, {suburb}',
          'Trade Deliveries Across {city}',
          'Van and Truck Hire with Driver, {suburb}',
        ],
        tasks: [
          'same-day deliveries',
          'trade supplies',
          'marketplace pick-ups',
          'pallet freight',
          'regular business runs',
        ],
        noun: 'delivery',
      },
    ],
  },
  {
    name: 'IT & Tech',
    trade: 'IT',
    colors: ['#7c3aed', '#4c1d95'],
    icon: 'monitor',
    businessWords: ['IT', 'Tech', 'Computers', 'Digital', 'Tech Solutions'],
    credentials: [
      'No fix, no fee on repairs',
      'Certified technicians with 10+ years of experience',
      'Friendly, jargon-free help',
    ],
    subCategories: [
      {
        name: 'Computer Repairs',
        types: ['residential', 'commercial'],
        titles: [
          'Computer Repairs in {city}',
          'Laptop and PC Repairs, {suburb}',
          'Virus Removal and Tune-ups in {suburb}',
          'Mac and Windows Support in {city}',
        ],
        tasks: [
          'laptop repairs',
          'virus removal',
          'data recovery',
          'new computer set-up',
          'screen replacements',
        ],
        noun: 'laptop',
      },
      {
        name: 'Web Design',
        types: ['commercial'],
        titles: [
          'Web Design for {city} Businesses',
          'Small Business Websites, {suburb}',
          'Online Shops and Websites in {city}',
          'Website Refresh and SEO, {suburb}',
        ],
        tasks: [
          'small business websites',
          'online shops',
          'search engine optimisation',
          'website hosting',
          'Google Business Profile set-up',
        ],
        noun: 'website',
      },
      {
        name: 'Home Networking & Wi-Fi',
        types: ['residential', 'commercial'],
        titles: [
          'Home Wi-Fi Fixed in {city}',
          'Mesh Wi-Fi and Networking, {suburb}',
          'Fibre and Network Cabling in {suburb}',
          'Wi-Fi Dead Spots Sorted in {city}',
        ],
        tasks: [
          'mesh Wi-Fi',
          'network cabling',
          'fibre set-up',
          'smart home devices',
          'TV and streaming set-up',
        ],
        noun: 'Wi-Fi',
      },
      {
        name: 'Managed IT Services',
        types: ['commercial', 'trade'],
        titles: [
          'Managed IT Support in {city}',
          'IT Support for Small Business, {suburb}',
          'Microsoft 365 and Cloud Support in {city}',
          'Cyber Security for {city} Businesses',
        ],
        tasks: [
          'helpdesk support',
          'Microsoft 365',
          'backups',
          'cyber security',
          'new starter set-ups',
        ],
        noun: 'IT support',
      },
      {
        name: 'Phone & Tablet Repairs',
        types: ['residential', 'commercial'],
        titles: [
          'Phone Screen Repairs in {city}',
          'iPhone and Samsung Repairs, {suburb}',
          'Tablet and Phone Battery Replacement in {suburb}',
          'While-you-wait Phone Repairs in {city}',
        ],
        tasks: [
          'cracked screens',
          'battery replacements',
          'charging port repairs',
          'water damage',
          'data transfers',
        ],
        noun: 'phone',
      },
      {
        name: 'Security Cameras & Alarms',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Security Cameras Installed in {city}',
          'CCTV and Alarm Systems, {suburb}',
          'Monitored Alarms in {suburb}',
          'Business Security Systems in {city}',
        ],
        tasks: [
          'CCTV cameras',
          'monitored alarms',
          'video doorbells',
          'access control',
          'alarm servicing',
        ],
        noun: 'security system',
      },
    ],
  },
  {
    name: 'Automotive',
    trade: 'automotive',
    colors: ['#b91c1c', '#7f1d1d'],
    icon: 'car',
    businessWords: ['Automotive', 'Auto', 'Motors', 'Car Care'],
    credentials: [
      'MTA-approved workshop',
      'WOF inspections by certified inspectors',
      'Courtesy cars and free local drop-offs',
    ],
    subCategories: [
      {
        name: 'Mechanics',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Car Mechanic in {suburb}',
          'Car Servicing and Repairs, {city}',
          'European and Japanese Vehicle Specialists, {suburb}',
          'Mobile Mechanic in {city}',
        ],
        tasks: [
          'logbook servicing',
          'brakes and clutches',
          'cambelt replacements',
          'diagnostics',
          'pre-purchase inspections',
        ],
        noun: 'car',
      },
      {
        name: 'WOF & Servicing',
        types: ['residential', 'commercial'],
        titles: [
          'WOF Inspections in {suburb}',
          'WOF and Service Deals, {city}',
          'Quick WOF While You Wait in {suburb}',
          'Fleet Servicing in {city}',
        ],
        tasks: [
          'warrant of fitness checks',
          'oil and filter services',
          'fleet servicing',
          'WOF repairs',
          'hybrid servicing',
        ],
        noun: 'WOF',
      },
      {
        name: 'Panel Beating',
        types: ['residential', 'commercial'],
        titles: [
          'Panel Beaters in {city}',
          'Crash Repairs and Spray Painting, {suburb}',
          'Insurance-approved Panel Beating in {suburb}',
          'Dent and Scratch Repairs in {city}',
        ],
        tasks: [
          'crash repairs',
          'insurance work',
          'spray painting',
          'paintless dent removal',
          'bumper repairs',
        ],
        noun: 'panel beating',
      },
      {
        name: 'Auto Electricians',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Auto Electrician in {city}',
          'Car Batteries and Electrical Faults, {suburb}',
          'Dual Battery and Camper Wiring in {suburb}',
          'Mobile Auto Electrical in {city}',
        ],
        tasks: [
          'batteries',
          'starter motors and alternators',
          'dual battery systems',
          'reversing cameras',
          'towbar wiring',
        ],
        noun: 'car electrics',
      },
      {
        name: 'Car Detailing',
        types: ['residential', 'commercial'],
        titles: [
          'Mobile Car Detailing in {city}',
          'Car Groomers, {suburb}',
          'Paint Correction and Ceramic Coating in {suburb}',
          'Interior Valet and Cut and Polish in {city}',
        ],
        tasks: [
          'interior valets',
          'cut and polish',
          'ceramic coatings',
          'headlight restoration',
          'fleet washing',
        ],
        noun: 'car detail',
      },
      {
        name: 'Tyres & Wheel Alignment',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Tyres and Wheel Alignments in {city}',
          'New Tyres Fitted, {suburb}',
          'Puncture Repairs and Balancing in {suburb}',
          'Fleet and 4WD Tyres in {city}',
        ],
        tasks: [
          'new tyres',
          'wheel alignments',
          'puncture repairs',
          'wheel balancing',
          '4WD and light truck tyres',
        ],
        noun: 'tyres',
      },
    ],
  },
  {
    name: 'Painting & Decorating',
    trade: 'painting and decorating',
    colors: ['#db2777', '#831843'],
    icon: 'brush',
    businessWords: ['Painters', 'Painting', 'Decorators', 'Colour Studio'],
    credentials: [
      'Master Painters member with a guarantee on every job',
      'Premium paints and thorough preparation',
      'Tidy, respectful tradespeople who protect your home',
    ],
    subCategories: [
      {
        name: 'House Painters',
        types: ['residential', 'commercial'],
        titles: [
          'Exterior House Painting in {city}',
          'Interior Painters, {suburb}',
          'Weatherboard Houses Repainted in {suburb}',
          'Quality House Painting in {city}',
        ],
        tasks: [
          'exterior repaints',
          'interior walls and ceilings',
          'weatherboard preparation',
          'doors and trims',
          'colour consultations',
        ],
        noun: 'paint job',
      },
      {
        name: 'Wallpapering',
        types: ['residential', 'commercial'],
        titles: [
          'Wallpaper Hanging in {city}',
          'Feature Walls and Wallpapering, {suburb}',
          'Wallpaper Removal in {suburb}',
          'Commercial Wallcoverings in {city}',
        ],
        tasks: [
          'feature walls',
          'wallpaper removal',
          'murals',
          'wall preparation',
          'commercial wallcoverings',
        ],
        noun: 'wallpapering',
      },
      {
        name: 'Roof Painting',
        types: ['residential', 'commercial'],
        titles: [
          'Roof Painting in {city}',
          'Iron Roof Repaints, {suburb}',
          'Roof Restoration and Painting in {suburb}',
          'Rust Treatment and Roof Coatings in {city}',
        ],
        tasks: [
          'iron roof repaints',
          'rust treatment',
          'tile roof coatings',
          'moss treatment',
          'spouting painting',
        ],
        noun: 'roof painting',
      },
      {
        name: 'Plastering & Gib Stopping',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Gib Stopping in {city}',
          'Plasterers and Gib Fixers, {suburb}',
          'Level 5 Finishes in {suburb}',
          'Plaster Repairs in {city}',
        ],
        tasks: ['gib fixing', 'gib stopping', 'plaster repairs', 'skim coating', 'ceiling repairs'],
        noun: 'gib stopping',
      },
      {
        name: 'Commercial Painting',
        types: ['commercial', 'trade'],
        titles: [
          'Commercial Painters in {city}',
          'Office and Retail Painting, {suburb}',
          'Industrial Coatings in {city}',
          'After-hours Commercial Painting in {suburb}',
        ],
        tasks: [
          'office repaints',
          'retail fit-outs',
          'industrial coatings',
          'line marking',
          'anti-graffiti coatings',
        ],
        noun: 'painting',
      },
    ],
  },
  {
    name: 'Pest Control',
    trade: 'pest control',
    colors: ['#65a30d', '#365314'],
    icon: 'bug',
    businessWords: ['Pest Control', 'Pest Solutions', 'Pest Busters'],
    credentials: [
      'Approved Handler certified technicians',
      'Family and pet safe treatments',
      'Every treatment comes with a service guarantee',
    ],
    subCategories: [
      {
        name: 'General Pest Control',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Pest Control in {city}',
          'Cockroach, Ant and Spider Treatments, {suburb}',
          'Residential Pest Control in {suburb}',
          'Commercial Pest Management in {city}',
        ],
        tasks: ['cockroaches', 'ants', 'spiders', 'fleas', 'food-safety pest programmes'],
        noun: 'pest problem',
      },
      {
        name: 'Rodent Control',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Rat and Mouse Control in {city}',
          'Rodent Removal, {suburb}',
          'Rodent Proofing in {suburb}',
          'Commercial Rodent Programmes in {city}',
        ],
        tasks: [
          'rats in the ceiling',
          'mice',
          'rodent proofing',
          'bait station programmes',
          'possum trapping',
        ],
        noun: 'rat problem',
      },
      {
        name: 'Wasp & Bee Removal',
        types: ['residential', 'commercial'],
        titles: [
          'Wasp Nest Removal in {city}',
          'Wasps Removed Same Day, {suburb}',
          'Bee Swarm Relocation in {suburb}',
          'German Wasp Nest Treatment in {city}',
        ],
        tasks: [
          'wasp nests',
          'bee swarm relocation',
          'German wasps',
          'nests in walls and roofs',
          'after-hours call-outs',
        ],
        noun: 'wasp nest',
      },
      {
        name: 'Borer Treatment',
        types: ['residential', 'commercial'],
        titles: [
          'Borer Treatment in {city}',
          'Borer Inspections, {suburb}',
          'Borer Treatment for Villas in {suburb}',
          'Underfloor Borer Spraying in {city}',
        ],
        tasks: [
          'borer inspections',
          'underfloor spraying',
          'roof-space treatments',
          'furniture treatment',
          'pre-purchase reports',
        ],
        noun: 'borer',
      },
      {
        name: 'Bed Bug Treatment',
        types: ['residential', 'commercial'],
        titles: [
          'Bed Bug Treatment in {city}',
          'Bed Bug Removal, {suburb}',
          'Discreet Bed Bug Treatments in {suburb}',
          'Motel and Hostel Bed Bug Control in {city}',
        ],
        tasks: [
          'bed bug inspections',
          'heat treatments',
          'mattress treatment',
          'motel and hostel programmes',
          'follow-up visits',
        ],
        noun: 'bed bugs',
      },
    ],
  },
  {
    name: 'Appliances & Locksmiths',
    trade: 'appliance repair and locksmith',
    colors: ['#475569', '#1e293b'],
    icon: 'wrench',
    businessWords: ['Appliances', 'Appliance Repairs', 'Whiteware'],
    credentials: [
      'Factory-trained technicians for all major brands',
      'Genuine parts with a 12-month parts and labour warranty',
      'Same-day call-outs available',
    ],
    subCategories: [
      {
        name: 'Whiteware Repairs',
        types: ['residential', 'commercial'],
        titles: [
          'Washing Machine and Dryer Repairs in {city}',
          'Whiteware Repairs, {suburb}',
          'Dishwasher Repairs in {suburb}',
          'Fridge and Freezer Repairs in {city}',
        ],
        tasks: [
          'washing machines',
          'dryers',
          'dishwashers',
          'fridges and freezers',
          'ovens and cooktops',
        ],
        noun: 'washing machine',
      },
      {
        name: 'Commercial Refrigeration',
        types: ['commercial', 'trade'],
        titles: [
          'Commercial Refrigeration in {city}',
          'Chiller and Freezer Repairs, {suburb}',
          'Cafe and Restaurant Refrigeration in {city}',
          '24/7 Refrigeration Call-outs in {suburb}',
        ],
        tasks: [
          'walk-in chillers',
          'display fridges',
          'ice machines',
          'preventive maintenance',
          'after-hours breakdowns',
        ],
        noun: 'chiller',
      },
      {
        name: 'Appliance Installation',
        types: ['residential', 'commercial'],
        titles: [
          'Appliance Installation in {city}',
          'Ovens, Hobs and Rangehoods Installed, {suburb}',
          'Dishwasher Installation in {suburb}',
          'Kitchen Appliance Installers in {city}',
        ],
        tasks: [
          'wall ovens',
          'induction hobs',
          'rangehoods',
          'dishwashers',
          'removal of old appliances',
        ],
        noun: 'new oven',
      },
      {
        name: 'Locksmiths',
        types: ['residential', 'commercial', 'trade'],
        titles: [
          'Locksmith in {city}',
          'Lockouts and Lock Changes, {suburb}',
          'Smart Locks Installed in {suburb}',
          'Commercial Locksmiths in {city}',
        ],
        tasks: [
          'house lockouts',
          'lock changes',
          'smart locks',
          'master key systems',
          'safe opening',
        ],
        noun: 'locks',
      },
    ],
  },
];
